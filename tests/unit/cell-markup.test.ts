import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarHtml } from '@/components/ui/avatar';
import { Badge, badgeHtml } from '@/components/ui/badge';
import { RowActionButton, rowActionButtonHtml, RowActionSwitch, rowActionSwitchHtml } from '@/components/ui/button';
import { Spinner, spinnerHtml } from '@/components/ui/spinner';
import { TagChip, tagChipHtml } from '@/components/tags/tag-chip';
import type { SafeHtml } from '@/components/ui/safe-html';

/** A table cell's markup twin writes byte for byte what its React component writes. */
function same(markup: SafeHtml, element: ReactElement) {
  expect(markup.html).toBe(renderToStaticMarkup(element));
}

const hostile = `Zoë "<img src=x onerror=alert(1)>" & co`;

describe('the html twins of the cell components', () => {
  it('Badge', () => {
    same(badgeHtml(hostile), h(Badge, { children: hostile }));
    same(badgeHtml('Manual', { tone: 'info', className: 'ms-1' }), h(Badge, { tone: 'info', className: 'ms-1', children: 'Manual' }));
  });

  it('Avatar (decorative), with and without a photo', () => {
    same(
      avatarHtml({ name: hostile, src: 'https://h/p.png?a=1&b="2"', size: 'sm' }),
      h(Avatar, { name: hostile, src: 'https://h/p.png?a=1&b="2"', size: 'sm' }),
    );
    same(avatarHtml({ name: null }), h(Avatar, { name: null }));
    same(avatarHtml({ name: 'x', src: 'javascript:alert(1)' }), h(Avatar, { name: 'x', src: 'javascript:alert(1)' }));
  });

  it('TagChip', () => {
    const tag = { tag: 'a&b c', name: hostile, background: '#e9dcc0', textColor: '#4a3b17' };
    same(tagChipHtml({ tag }), h(TagChip, { tag }));
  });

  it('RowActionButton and RowActionSwitch', () => {
    same(
      rowActionButtonHtml({ action: 'edit', rowKey: 7, opensDialog: true, label: `Edit ${hostile}`, text: 'Edit' }),
      h(RowActionButton, { action: 'edit', rowKey: 7, opensDialog: true, 'aria-label': `Edit ${hostile}` }, 'Edit'),
    );
    same(
      rowActionButtonHtml({ action: 'copy', rowKey: 'k"1', label: 'Copy', title: 'https://x/?a=1&b=2', text: 3 }),
      h(RowActionButton, { action: 'copy', rowKey: 'k"1', 'aria-label': 'Copy', title: 'https://x/?a=1&b=2' }, 3),
    );
    same(
      rowActionSwitchHtml({ action: 'shared', rowKey: 2, checked: true, label: hostile }),
      h(RowActionSwitch, { action: 'shared', rowKey: 2, checked: true, label: hostile }),
    );
    same(
      rowActionSwitchHtml({ action: 'shared', rowKey: 2, checked: false, label: 'x' }),
      h(RowActionSwitch, { action: 'shared', rowKey: 2, checked: false, label: 'x' }),
    );
    same(
      rowActionSwitchHtml({ action: 'v', rowKey: 2, checked: true, label: 'x', disabled: true }),
      h(RowActionSwitch, { action: 'v', rowKey: 2, checked: true, label: 'x', disabled: true }),
    );
    same(
      rowActionButtonHtml({
        action: 'remove',
        rowKey: 'k',
        variant: 'ghost',
        className: 'text-danger',
        opensDialog: true,
        label: 'Remove x',
        text: 'Remove',
      }),
      h(
        RowActionButton,
        { action: 'remove', rowKey: 'k', variant: 'ghost', className: 'text-danger', opensDialog: true, 'aria-label': 'Remove x' },
        'Remove',
      ),
    );
    same(
      rowActionButtonHtml({
        action: 'remarks',
        rowKey: 'k',
        plain: true,
        className: 'text-start',
        opensDialog: true,
        label: 'Edit remarks of x',
        text: 'Edit remarks',
      }),
      h(
        RowActionButton,
        { action: 'remarks', rowKey: 'k', plain: true, className: 'text-start', opensDialog: true, 'aria-label': 'Edit remarks of x' },
        'Edit remarks',
      ),
    );
  });

  it('Spinner (unlabelled)', () => {
    same(spinnerHtml('sm'), h(Spinner, { size: 'sm' }));
    same(spinnerHtml(), h(Spinner));
  });
});
