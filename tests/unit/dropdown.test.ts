import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dropdown, DropdownItem, type DropdownItemProps, type DropdownProps } from '@/components/ui/dropdown';

/** A menu as a page writes it on the server, read back as HTML. */
function html(props: { open?: boolean }) {
  const trigger = createElement('button', { type: 'button', className: 'b' }, 'Actions');
  const item = createElement(DropdownItem, {} as DropdownItemProps, 'Rename');
  // children go as createElement's third argument (the lint rule); the props type still names them.
  const menuProps: Omit<DropdownProps, 'children'> = { ...props, trigger };
  return renderToStaticMarkup(createElement(Dropdown, menuProps as DropdownProps, item));
}

describe('Dropdown on the server', () => {
  it('an uncontrolled menu is its trigger alone, announced as a closed menu button, until first used', () => {
    expect(html({})).toBe(
      '<button type="button" class="b" aria-haspopup="menu" aria-expanded="false" data-state="closed">Actions</button>',
    );
  });

  it("a controlled menu is Radix's from the start, its trigger spelled the same way while closed", () => {
    const out = html({ open: false });
    expect(out).toContain('aria-haspopup="menu"');
    expect(out).toContain('aria-expanded="false"');
    expect(out).toContain('data-state="closed"');
    expect(out).not.toContain('Rename');
  });
});
