import { createElement as h, Fragment, useId, useState, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticElement } from '@/components/ui/static-element';
import { staticHtml } from '@/components/ui/static-html';
import { AppLink } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { RowActionButton } from '@/components/ui/button';
import { TagChip } from '@/components/tags/tag-chip';

/** React itself is the reference: whatever staticHtml writes, React writes the same. */
function same(node: ReactNode) {
  const html = staticHtml(node);
  expect(html).not.toBeNull();
  expect(html).toBe(renderToStaticMarkup(h(Fragment, null, node)));
}

describe('staticHtml writes what React writes', () => {
  it('text, numbers, arrays, fragments and nothing', () => {
    same('Seller & co <"quoted"> it\'s');
    same(42);
    same([null, undefined, false, true, 'a', ['b', 3]]);
    same(h(Fragment, null, 'x', h('b', null, 'y')));
  });

  it('host elements with their attributes, void elements and raw HTML', () => {
    same(h('a', { href: '/users?tag=a&b=1', className: 'x y', 'data-link': '', 'aria-label': 'Open "Paula"' }, 'Paula'));
    same(h('img', { src: 'http://h/p.png', alt: '', loading: 'lazy', decoding: 'async' }));
    same(h('span', { 'aria-hidden': true, 'data-on': false, hidden: true, title: undefined }, 'PP'));
    same(h('a', { href: '/v.mp4', download: true }, 'Download'));
    same(h('label', { htmlFor: 'x', tabIndex: -1 }, 'L'));
    same(h('div', { dangerouslySetInnerHTML: { __html: '<i>raw</i>' } }));
    same(h('td', { colSpan: 3 }, h('br')));
    same(h('input', { type: 'checkbox', 'data-row-select': 3, 'aria-label': 'Select Paula', className: 'size-4' }));
    same(h('form', { action: '/logout', method: 'post' }, h('button', { type: 'submit', className: 'x' }, 'Log out')));
  });

  it('style objects, with custom properties and zero', () => {
    same(h('span', { style: { backgroundColor: '#123456', color: ' white ', '--rows': '8', margin: 0 } as never }, 't'));
  });

  it('SVG with the attribute names React spells', () => {
    same(h('svg', { viewBox: '0 0 12 12', 'aria-hidden': 'true' }, h('path', { d: 'M6 2z', fill: 'currentColor', strokeWidth: '2', fillRule: 'evenodd' })));
    same(h('svg', { focusable: 'false' }, h('rect', { x: 12.5, y: 3, rx: '2' }), h('text', { x: 1 / 3, textAnchor: 'middle', dominantBaseline: 'middle' }, '1,204')));
    same(h('time', { dateTime: '2026-11-26T21:00:00.000Z', className: 'shrink-0' }, '3h ago'));
  });

  it('the server components the tables use', () => {
    same(h(Badge, { tone: 'success', children: 'Active' }));
    same(h(AppLink, { href: '/agents/3', scroll: false }, 'Avery'));
    same(h(Avatar, { name: 'Paula Prospect', src: 'http://h/a.png', size: 'sm' }));
    same(h(TagChip, { tag: { tag: 'kiosk', name: 'Kiosk', background: '#fde68a', textColor: '#111827' } }));
    same(h(RowActionButton, { action: 'details', rowKey: 44, opensDialog: true, 'aria-label': 'Details of 44' }, 'Details'));
  });

  it('StaticElement writes the same page as React, with or without plain children', () => {
    const links = [h('li', { key: 1 }, h(AppLink, { href: '/a?x=1&y=2', 'aria-label': 'Page 2' }, '2')), h('li', { key: 2 }, h('svg', { viewBox: '0 0 16 16' }, h('path', { d: 'm6 4 4 4-4 4' })))];
    const plain = h(StaticElement, { as: 'nav', 'aria-label': 'Pagination' }, h('ul', { className: 'flex' }, links));
    expect(renderToStaticMarkup(plain)).toBe(renderToStaticMarkup(h('nav', { 'aria-label': 'Pagination' }, h('ul', { className: 'flex' }, links))));
    function Stateful() {
      return h('b', null, useState('live')[0]);
    }
    const mixed = h(StaticElement, { as: 'ul' }, h('li', null, h(Stateful)));
    expect(renderToStaticMarkup(mixed)).toBe('<ul><li><b>live</b></li></ul>');
  });
});

describe('staticHtml leaves to React what it cannot write as React would', () => {
  function Stateful() {
    const [n] = useState(1);
    return h('span', null, n);
  }
  function WithId() {
    return h('span', { id: useId() });
  }
  async function Async() {
    return h('span', null, 'later');
  }
  const clientReference = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });

  it.each([
    ['a component with state', h(Stateful)],
    ['a component with useId', h(WithId)],
    ['an async component', h(Async)],
    ['a client component', h(clientReference as never)],
    ['an event handler', h('button', { onClick: () => undefined }, 'x')],
    ['a form control with a value', h('input', { defaultValue: 'x' })],
    ['a checked checkbox', h('input', { type: 'checkbox', checked: true, readOnly: true })],
    ['a select', h('select', null, h('option', null, 'a'))],
    ['a form with a server action', h('form', { action: (() => undefined) as never }, 'x')],
    ['a javascript: URL', h('a', { href: ' javascript:alert(1)' }, 'x')],
    ['a unitless style number', h('span', { style: { width: 10 } })],
    ['an unknown camelCase SVG attribute', h('svg', null, h('path', { strokeMiterlimit: '4' }))],
    ['an object attribute', h('a', { href: new URL('http://x/') as never }, 'x')],
    ['a nested unsupported node', h('span', null, 'ok', h('b', null, h(Stateful)))],
  ])('%s', (_name, node) => {
    expect(staticHtml(node)).toBeNull();
  });
});
