import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';

/** A menu as a page writes it on the server, read back as HTML. */
function html(props: { open?: boolean }) {
  return renderToStaticMarkup(
    createElement(Dropdown, { ...props, trigger: createElement('button', { type: 'button', className: 'b' }, 'Actions') }, createElement(DropdownItem, null, 'Rename')),
  );
}

describe('Dropdown on the server', () => {
  it('an uncontrolled menu is its trigger alone, announced as a closed menu button, until first used', () => {
    expect(html({})).toBe('<button type="button" class="b" aria-haspopup="menu" aria-expanded="false" data-state="closed">Actions</button>');
  });

  it("a controlled menu is Radix's from the start, its trigger spelled the same way while closed", () => {
    const out = html({ open: false });
    expect(out).toContain('aria-haspopup="menu"');
    expect(out).toContain('aria-expanded="false"');
    expect(out).toContain('data-state="closed"');
    expect(out).not.toContain('Rename');
  });
});
