import { createElement, useState, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildDataTable, DataTable, dataTableColumns, nextSortCode, type DataTableProps } from '@/components/ui/data-table';
import { html } from '@/components/ui/safe-html';

/** The default list table rendered on the server, as a page renders it, and read back as HTML. */
type Tag = { id: number; name: string; users: number };

const col = dataTableColumns<Tag>();
const columns = col.columns([
  col.accessor('name', { header: 'Tag', meta: { sort: { asc: 'a', desc: 'z' }, rowHeader: true } }),
  col.accessor('users', { header: 'Users', meta: { sort: { asc: 'ua', desc: '' }, align: 'end' } }),
  col.display({
    id: 'edit',
    header: 'Edit',
    cell: ({ row }) => html`<a href="/tags/${row.original.id}">Edit</a>`,
    meta: { hideHeader: true },
  }),
]);

const rows: Tag[] = [
  { id: 1, name: 'Buyer', users: 12 },
  { id: 2, name: 'Seller & co', users: 3 },
];

function render(props: Partial<DataTableProps<Tag>> = {}): string {
  const element = createElement(DataTable<Tag>, {
    rows,
    columns,
    pagination: { total: 57, offset: 20, limit: 10, pathname: '/tags', searchParams: { offset: '20', q: 'bu y', tag: 'kiosk' } },
    caption: 'Tags',
    getRowId: (row: Tag) => String(row.id),
    ...props,
  }) as ReactElement;
  return renderToStaticMarkup(element);
}

const decode = (href: string) => href.replaceAll('&amp;', '&');
const headers = (html: string) =>
  [...html.matchAll(/<th scope="col"([^>]*)>(.*?)<\/th>/g)].map((m) => ({ attrs: m[1] ?? '', inner: m[2] ?? '' }));
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
    const [tag] = headers(
      render({ sort: 'a', pagination: { total: 57, offset: 20, limit: 10, pathname: '/tags', searchParams: { sort: 'a', offset: '20' } } }),
    );
    expect(tag!.attrs).toContain('aria-sort="ascending"');
    expect(hrefOf(tag!.inner)).toBe('/tags?sort=z');
    const [byName] = headers(
      render({ sort: 'z', pagination: { total: 57, offset: 0, limit: 10, pathname: '/tags', searchParams: { sort: 'z' } } }),
    );
    expect(byName!.attrs).toContain('aria-sort="descending"');
    expect(hrefOf(byName!.inner)).toBe('/tags?sort=a');
  });

  it("takes '' as a column's sort code for the list's default order", () => {
    const [, users] = headers(render({ sort: '', pagination: { total: 57, offset: 0, limit: 10, pathname: '/tags', searchParams: {} } }));
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
    const page = render({ rows: [], pagination: { total: 0, offset: 0, limit: 10, pathname: '/tags', searchParams: {} } });
    expect(page).toMatch(/<td colSpan="3">.*No results/);
    expect(page).not.toContain('scope="row"');
    expect(page).toContain('Showing 0 of 0');
    const custom = render({ rows: [], empty: createElement('p', null, 'No tags yet') });
    expect(custom).toContain('<p>No tags yet</p>');
  });

  it('leaves out the pager and the sort links for lists that are never paged', () => {
    const page = render({ pagination: undefined });
    expect(page).not.toContain('Showing');
    expect(headers(page)[0]!.inner).toBe('Tag');
  });

  it('writes markup and text cells as HTML: the whole body when every cell is', () => {
    const page = render({ rowClassName: (row) => (row.users > 5 ? 'busy' : undefined) });
    const body = /<tbody>(.*)<\/tbody>/.exec(page)?.[1];
    expect(body).toBe(
      '<tr class="busy"><th scope="row">Buyer</th><td class="text-end" data-label="Users">12</td><td><a href="/tags/1">Edit</a></td></tr>' +
        '<tr><th scope="row">Seller &amp; co</th><td class="text-end" data-label="Users">3</td><td><a href="/tags/2">Edit</a></td></tr>',
    );
  });

  it('leaves a cell that returns a React node to React, and the rest as HTML', () => {
    function Counter({ start }: { start: number }) {
      const [n] = useState(start);
      return createElement('button', { type: 'button' }, `+${n}`);
    }
    const withIsland = col.columns([
      ...columns,
      col.display({ id: 'more', header: 'More', cell: ({ row }) => createElement(Counter, { start: row.original.users }) }),
    ]);
    const page = render({ columns: withIsland });
    expect(page).toContain(
      '<tr><th scope="row">Buyer</th><td class="text-end" data-label="Users">12</td><td><a href="/tags/1">Edit</a></td><td data-label="More"><button type="button">+12</button></td></tr>',
    );
    expect(page).toContain('<td data-label="More"><button type="button">+3</button></td></tr></tbody>');
  });

  it('marks lead and action cells for the stacked (phone) rows, and labels the other cells with their header', () => {
    const stacked = col.columns([
      col.display({ id: 'photo', header: 'Photo', cell: () => html`<img alt=""/>`, meta: { hideHeader: true, stack: 'lead' } }),
      col.accessor('name', { header: 'Tag', meta: { rowHeader: true } }),
      col.accessor('users', { header: 'Users & "friends"' }),
      col.display({
        id: 'edit',
        header: 'Edit',
        cell: () => html`<button type="button">Edit</button>`,
        meta: { stack: 'action', align: 'end' },
      }),
    ]);
    const page = render({ columns: stacked });
    expect(page).toContain(
      '<tr><td class="dt-lead"><img alt=""/></td><th scope="row">Buyer</th><td data-label="Users &amp; &quot;friends&quot;">12</td><td class="text-end dt-action"><button type="button">Edit</button></td></tr>',
    );
    const [photo, , , edit] = headers(page);
    expect(photo!.attrs).toContain('class="dt-lead"');
    expect(edit!.attrs).toContain('class="text-end dt-action"');
    // The scroll box is positioned, so the visually hidden header texts stay inside it (not widening the page).
    expect(page).toMatch(/<div class="data-table-box"><div class="data-table-scroll"><table class="data-table">/);
  });

  it("puts a card's 'More details' in the row header of a row whose 'more' cells hold something, the cells staying in their columns", () => {
    type Note = { id: number; name: string; text: string | null };
    const n = dataTableColumns<Note>();
    const noteColumns = n.columns([
      n.accessor('name', { header: 'Note', meta: { rowHeader: true } }),
      n.accessor('text', {
        header: 'Text',
        meta: { stack: 'more' },
        cell: ({ getValue }) => (getValue() ? html`<b>${getValue()}</b>` : null),
      }),
    ]);
    const page = renderToStaticMarkup(
      createElement(DataTable<Note>, {
        rows: [
          { id: 1, name: 'Long', text: 'Read me' },
          { id: 2, name: 'Short', text: null },
        ],
        columns: noteColumns,
        caption: 'Notes',
      }) as ReactElement,
    );
    const disclosure =
      /<details class="dt-disclosure"><summary>More<span class="sr-only"> details<\/span><svg [^>]*aria-hidden="true">.*?<\/svg><\/summary><\/details>/
        .source;
    expect(page).toMatch(
      new RegExp(
        `<tr><th scope="row"><div class="dt-id">Long</div>${disclosure}</th><td class="dt-more" data-label="Text"><b>Read me</b></td></tr>`,
      ),
    );
    // Nothing behind it: no disclosure.
    expect(page).toContain('<tr><th scope="row">Short</th><td class="dt-more" data-label="Text"></td></tr>');
  });

  it('writes an inline cell (a badge, a date) without its label, for a card to put beside the next', () => {
    const inline = col.columns([
      col.accessor('name', { header: 'Tag', meta: { rowHeader: true } }),
      col.accessor('users', { header: 'Users', meta: { stack: 'inline' } }),
    ]);
    expect(render({ columns: inline })).toContain('<tr><th scope="row">Buyer</th><td class="dt-inline">12</td></tr>');
  });
});

describe('the column model (a real TanStack table)', () => {
  it('reads the sorting state from the sort code: the first column whose code it is, in that direction', () => {
    const state = (sort: string) => buildDataTable({ rows, columns, sort }).store.state.sorting;
    expect(state('a')).toEqual([{ id: 'name', desc: false }]);
    expect(state('z')).toEqual([{ id: 'name', desc: true }]);
    expect(state('')).toEqual([{ id: 'users', desc: true }]);
    expect(state('nonsense')).toEqual([]);
  });

  it("keeps the server's order of the rows whatever the sorting state", () => {
    const table = buildDataTable({ rows, columns, sort: 'z', getRowId: (row) => String(row.id) });
    expect(table.getRowModel().rows.map((row) => row.id)).toEqual(['1', '2']);
  });

  it('links a header to the other direction when sorted, else to its first direction', () => {
    const meta = { sort: { asc: 'a', desc: 'z' } };
    expect(nextSortCode(meta, false)).toBe('a');
    expect(nextSortCode(meta, 'asc')).toBe('z');
    expect(nextSortCode(meta, 'desc')).toBe('a');
    expect(nextSortCode({ sort: { desc: 'j' } }, 'desc')).toBe('j');
    expect(nextSortCode(undefined, false)).toBeUndefined();
  });

  it('hides the columns a viewer does not see, in the head and in every row', () => {
    const table = buildDataTable({ rows, columns, columnVisibility: { users: false } });
    expect(table.getHeaderGroups()[0]!.headers.map((header) => header.id)).toEqual(['name', 'edit']);
    expect(
      table
        .getRowModel()
        .rows[0]!.getVisibleCells()
        .map((cell) => cell.column.id),
    ).toEqual(['name', 'edit']);
    const page = render({ columnVisibility: { users: false } });
    expect(headers(page).map((header) => header.inner)).toEqual([expect.stringContaining('Tag'), '<span class="sr-only">Edit</span>']);
    expect(page).not.toContain('data-label="Users"');
  });

  it("hands cells TanStack's real context: row.getValue and column.getIsSorted work", () => {
    const probe = col.columns([
      col.accessor('name', { header: 'Tag', meta: { sort: { asc: 'a', desc: 'z' } } }),
      col.display({
        id: 'probe',
        header: 'Probe',
        cell: ({ row, column, table }) =>
          html`${row.getValue<string>('name')}|${String(column.getIsSorted())}|${String(table.getColumn('name')?.getIsSorted())}`,
      }),
    ]);
    const page = render({ columns: probe, sort: 'z' });
    expect(page).toContain('<td data-label="Probe">Buyer|false|desc</td>');
    expect(page).toContain('<td data-label="Probe">Seller &amp; co|false|desc</td>');
  });
});
