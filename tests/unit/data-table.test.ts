import { createElement, useState, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, dataTableColumns, type DataTableProps } from '@/components/ui/data-table';

/** The default list table rendered on the server, as a page renders it, and read back as HTML. */
type Tag = { id: number; name: string; users: number };

const col = dataTableColumns<Tag>();
const columns = col.columns([
  col.accessor('name', { header: 'Tag', meta: { sort: { asc: 'a', desc: 'z' }, rowHeader: true } }),
  col.accessor('users', { header: 'Users', meta: { sort: { asc: 'ua', desc: '' }, align: 'end' } }),
  col.display({ id: 'edit', header: 'Edit', cell: ({ row }) => createElement('a', { href: `/tags/${row.original.id}` }, 'Edit'), meta: { hideHeader: true } }),
]);

const rows: Tag[] = [
  { id: 1, name: 'Buyer', users: 12 },
  { id: 2, name: 'Seller & co', users: 3 },
];

function render(props: Partial<DataTableProps<Tag>> = {}): string {
  const element = createElement(DataTable<Tag>, {
    rows,
    columns,
    total: 57,
    offset: 20,
    limit: 10,
    pathname: '/tags',
    searchParams: { offset: '20', q: 'bu y', tag: 'kiosk' },
    caption: 'Tags',
    getRowId: (row: Tag) => String(row.id),
    ...props,
  }) as ReactElement;
  return renderToStaticMarkup(element);
}

const decode = (href: string) => href.replaceAll('&amp;', '&');
const headers = (html: string) => [...html.matchAll(/<th scope="col"([^>]*)>(.*?)<\/th>/g)].map((m) => ({ attrs: m[1] ?? '', inner: m[2] ?? '' }));
const hrefOf = (inner: string) => decode(/href="([^"]*)"/.exec(inner)?.[1] ?? '');

describe('DataTable on the server', () => {
  it('links each sortable header to its first direction, keeping the other parameters and going back to the first page', () => {
    const [tag, users, edit] = headers(render());
    expect(hrefOf(tag!.inner)).toBe('/tags?q=bu+y&tag=kiosk&sort=a');
    expect(tag!.attrs).not.toContain('aria-sort');
    // The default order is '' (no sort parameter), so a header may lead back to it.
    expect(hrefOf(users!.inner)).toBe('/tags?q=bu+y&tag=kiosk&sort=ua');
    expect(edit!.inner).toBe('<span class="sr-only">Edit</span>');
  });

  it('marks the sorted column with aria-sort and links it to the other direction', () => {
    const [tag] = headers(render({ sort: 'a', searchParams: { sort: 'a', offset: '20' } }));
    expect(tag!.attrs).toContain('aria-sort="ascending"');
    expect(hrefOf(tag!.inner)).toBe('/tags?sort=z');
    const [byName] = headers(render({ sort: 'z', searchParams: { sort: 'z' } }));
    expect(byName!.attrs).toContain('aria-sort="descending"');
    expect(hrefOf(byName!.inner)).toBe('/tags?sort=a');
  });

  it("takes '' as a column's sort code for the list's default order", () => {
    const [, users] = headers(render({ sort: '', searchParams: {} }));
    expect(users!.attrs).toContain('aria-sort="descending"');
    expect(hrefOf(users!.inner)).toBe('/tags?sort=ua');
  });

  it('renders the naming column as row headers and escapes cell text', () => {
    const html = render();
    const rowHeaders = [...html.matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(rowHeaders).toEqual(['Buyer', 'Seller &amp; co']);
    expect(html).toContain('<td class="text-end" data-label="Users">12</td>');
    expect(html).toContain('<caption class="sr-only">Tags</caption>');
  });

  it('pages with links that keep every other parameter (the first page drops the offset)', () => {
    const html = render();
    expect(html).toContain('Showing 21–30 of 57');
    const anchors = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
    const link = (label: string) => hrefOf(anchors.find((a) => a.includes(`aria-label="${label}"`)) ?? '');
    expect(link('Previous page')).toBe('/tags?offset=10&q=bu+y&tag=kiosk');
    expect(link('Next page')).toBe('/tags?offset=30&q=bu+y&tag=kiosk');
    expect(link('First page')).toBe('/tags?q=bu+y&tag=kiosk');
    expect(link('Last page')).toBe('/tags?offset=50&q=bu+y&tag=kiosk');
  });

  it('shows the empty state across every column when the page has no rows', () => {
    const html = render({ rows: [], total: 0, offset: 0 });
    expect(html).toMatch(/<td colSpan="3">.*No results/);
    expect(html).not.toContain('scope="row"');
    expect(html).toContain('Showing 0 of 0');
    const custom = render({ rows: [], total: 0, offset: 0, empty: createElement('p', null, 'No tags yet') });
    expect(custom).toContain('<p>No tags yet</p>');
  });

  it('leaves out the pager for lists that are never paged', () => {
    expect(render({ hidePagination: true })).not.toContain('Showing');
  });

  it('writes plain cells as HTML: the whole body when every cell is plain', () => {
    const html = render({ rowClassName: (row) => (row.users > 5 ? 'busy' : undefined) });
    const body = /<tbody>(.*)<\/tbody>/.exec(html)?.[1];
    expect(body).toBe(
      '<tr class="busy"><th scope="row">Buyer</th><td class="text-end" data-label="Users">12</td><td><a href="/tags/1">Edit</a></td></tr>' +
        '<tr><th scope="row">Seller &amp; co</th><td class="text-end" data-label="Users">3</td><td><a href="/tags/2">Edit</a></td></tr>',
    );
  });

  it('leaves a cell with a component React must render (state, a client island) to React, and the rest as HTML', () => {
    function Counter({ start }: { start: number }) {
      const [n] = useState(start);
      return createElement('button', { type: 'button' }, `+${n}`);
    }
    const withIsland = col.columns([
      ...columns,
      col.display({ id: 'more', header: 'More', cell: ({ row }) => createElement(Counter, { start: row.original.users }) }),
    ]);
    const html = render({ columns: withIsland });
    expect(html).toContain(
      '<tr><th scope="row">Buyer</th><td class="text-end" data-label="Users">12</td><td><a href="/tags/1">Edit</a></td><td data-label="More"><button type="button">+12</button></td></tr>',
    );
    expect(html).toContain('<td data-label="More"><button type="button">+3</button></td></tr></tbody>');
  });

  it('marks lead and action cells for the stacked (phone) rows, and labels the other cells with their header', () => {
    const stacked = col.columns([
      col.display({ id: 'photo', header: 'Photo', cell: () => createElement('img', { alt: '' }), meta: { hideHeader: true, stack: 'lead' } }),
      col.accessor('name', { header: 'Tag', meta: { rowHeader: true } }),
      col.accessor('users', { header: 'Users & "friends"' }),
      col.display({ id: 'edit', header: 'Edit', cell: () => createElement('button', { type: 'button' }, 'Edit'), meta: { stack: 'action', align: 'end' } }),
    ]);
    const html = render({ columns: stacked });
    expect(html).toContain(
      '<tr><td class="dt-lead"><img alt=""/></td><th scope="row">Buyer</th><td data-label="Users &amp; &quot;friends&quot;">12</td><td class="text-end dt-action"><button type="button">Edit</button></td></tr>',
    );
    const [photo, , , edit] = headers(html);
    expect(photo!.attrs).toContain('class="dt-lead"');
    expect(edit!.attrs).toContain('class="text-end dt-action"');
    // The scroll box is positioned, so the visually hidden header texts stay inside it (not widening the page).
    expect(html).toMatch(/<div class="data-table-box"><div class="data-table-scroll"><table class="data-table">/);
  });
});
