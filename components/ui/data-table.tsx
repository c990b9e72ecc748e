import {
  constructTable,
  createColumnHelper,
  flexRender,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type Cell,
  type CellContext,
  type Column,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { cell_getContext, header_getContext, row_getAllCells } from '@tanstack/react-table/static-functions';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { buildHref, type SearchParamsInput } from '@/lib/paging';
import { cn } from '@/components/ui/cn';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/states';
import { StaticElement } from '@/components/ui/static-element';
import { escapeHtml, staticHtml } from '@/components/ui/static-html';

export { Pagination, type PaginationProps } from '@/components/ui/pagination';
export { PageSizeSelect, type PageSizeSelectProps } from '@/components/ui/page-size-select';
export { SearchBox, type SearchBoxProps } from '@/components/ui/search-box';
export { SortSelect, type SortSelectProps } from '@/components/ui/sort-select';

/** Per-column options, set as `meta` in a column definition. */
export interface DataTableColumnMeta {
  /**
   * The upstream sort codes this column's header switches between, e.g. { asc: 'a', desc: 'z' }.
   * '' stands for the list's default order (no `sort` parameter). Without it the header is plain.
   */
  sort?: { asc?: string; desc?: string };
  align?: 'start' | 'center' | 'end';
  /** Renders the cells as <th scope="row">: use on the column that names the row (name, address). */
  rowHeader?: boolean;
  /** Keeps the header text for screen readers only (photo, actions columns). */
  hideHeader?: boolean;
  headerClassName?: string;
  cellClassName?: string;
}

/**
 * The table's feature set: sorting state only, with sorting done by the server (manualSorting).
 * Paging is plain offset maths from lib/paging, which also covers the spec's page size 'all' (0).
 * Store reactivity, because the table is built once per server render with no React hook.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
  coreReactivityFeature: storeReactivityBindings(),
});

export type DataTableFeatures = typeof dataTableFeatures;
// Columns of one table carry different value types, as TanStack's own ColumnDef arrays do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;

/**
 * The typed column helper: `const col = dataTableColumns<AgentRow>()`, then
 * `col.columns([col.accessor('display_name', { header: 'Name', meta: { sort: { asc: 'a', desc: 'z' } } }), ...])`.
 * Cell functions run on the server; put client islands inside them with plain props.
 */
export function dataTableColumns<TRow extends RowData>() {
  return createColumnHelper<DataTableFeatures, TRow>();
}

export interface DataTableProps<TRow extends RowData> {
  /** The current page of rows, already filtered, sorted and sliced by the server. */
  rows: TRow[];
  columns: DataTableColumn<TRow>[];
  /** The server's total for the whole filtered list. */
  total: number;
  offset: number;
  /** Page size; 0 shows all rows. */
  limit: number;
  /** The current sort code ('' for the default order). */
  sort?: string;
  /** The page's path, e.g. '/agents', for the paging and sorting links. */
  pathname: string;
  /** The page's (awaited) searchParams, so links keep every other query parameter. */
  searchParams: SearchParamsInput;
  /** Names the table for screen readers (visually hidden unless showCaption). */
  caption: string;
  showCaption?: boolean;
  /** Stable row key; the row index otherwise. */
  getRowId?: (row: TRow, index: number) => string;
  /** Extra classes per row, e.g. dimming past showings. */
  rowClassName?: (row: TRow) => string | undefined;
  /** Shown instead of rows when the page is empty; defaults to 'No results'. */
  empty?: ReactNode;
  /** Page-size choices for the footer select, e.g. [0, 10, 25, 50]; omitted hides the select. */
  pageSizeOptions?: readonly number[];
  /** Numbered page links (the spec's showings pager shows up to 5). */
  maxPageButtons?: number;
  /** Hides the footer for lists that are never paged. */
  hidePagination?: boolean;
  className?: string;
}

type SortDirection = 'asc' | 'desc';

function sortCode(meta: DataTableColumnMeta | undefined, direction: SortDirection): string | undefined {
  return meta?.sort?.[direction];
}

/** Where a header link goes: the other direction when sorted, else the column's first direction. */
function nextSortCode(meta: DataTableColumnMeta | undefined, current: false | SortDirection): string | undefined {
  const asc = sortCode(meta, 'asc');
  const desc = sortCode(meta, 'desc');
  if (current === 'asc') return desc ?? asc;
  if (current === 'desc') return asc ?? desc;
  return asc ?? desc;
}

/**
 * The same object cell.getContext() returns, minus its per-cell memo: building that memo costs
 * about 10 µs a cell, a tenth of a second for 2,000 rows (the rows are rendered once, so the memo
 * never pays off; likewise row_getAllCells below). The static function's return type lacks the
 * generic getValue signature, hence the assertion.
 */
function cellContext<TRow extends RowData>(cell: Cell<DataTableFeatures, TRow, unknown>) {
  return cell_getContext(cell) as CellContext<DataTableFeatures, TRow, unknown>;
}

const alignments = { start: undefined, center: 'text-center', end: 'text-end' } as const;

/** Only what differs from the .data-table defaults, or undefined for no class attribute at all. */
function cellClasses(meta: DataTableColumnMeta | undefined, extra: string | undefined): string | undefined {
  return cn(alignments[meta?.align ?? 'start'], extra) || undefined;
}

/**
 * A className prop only when there is one: the RSC payload spells out even undefined props, and on
 * 2,000 rows of bare, .data-table-styled cells that is a third of a megabyte.
 */
function classProp(className: string | undefined): { className?: string } {
  return className ? { className } : {};
}

function SortIcon({ direction }: { direction: false | SortDirection }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" className={cn('size-3 shrink-0', !direction && 'opacity-40')}>
      {direction !== 'desc' ? <path d="M6 2 9.5 5.5h-7z" fill="currentColor" /> : null}
      {direction !== 'asc' ? <path d="M6 10 2.5 6.5h7z" fill="currentColor" /> : null}
    </svg>
  );
}

/**
 * The default list table (users, tags, listings, showings, favorites): pair it with a query
 * definition from lib/list-query.ts for the page's offset, limit and sort. The agents table is the
 * documented exception: its rows, thousands with limit 0, are hand-written HTML (agents-table.tsx).
 *
 * A server-rendered table over one page of server-sorted, server-paged rows. Rows are plain HTML
 * (no client component per row), so 2,000 rows cost one HTML stream and nothing to hydrate.
 * Sortable headers and the pager are links built from the query string; the page-size select is
 * the only client island.
 */
export function DataTable<TRow extends RowData>({
  rows,
  columns,
  total,
  offset,
  limit,
  sort = '',
  pathname,
  searchParams,
  caption,
  showCaption = false,
  getRowId,
  rowClassName,
  empty,
  pageSizeOptions,
  maxPageButtons,
  hidePagination = false,
  className,
}: DataTableProps<TRow>) {
  const table = constructTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    manualSorting: true,
    getRowId: getRowId ?? ((_row, index) => String(index)),
  });

  // The sort code in the URL becomes TanStack sorting state, so headers can ask their column.
  const sorting = table.getAllLeafColumns().flatMap((column): SortingState => {
    const meta = column.columnDef.meta;
    if (sortCode(meta, 'asc') === sort) return [{ id: column.id, desc: false }];
    if (sortCode(meta, 'desc') === sort) return [{ id: column.id, desc: true }];
    return [];
  });
  table.setSorting(sorting.slice(0, 1));

  const leafCount = table.getAllLeafColumns().length;
  const bodyRows = table.getRowModel().rows;

  function headerContent(column: Column<DataTableFeatures, TRow, unknown>, label: ReactNode) {
    const meta = column.columnDef.meta;
    const code = nextSortCode(meta, column.getIsSorted());
    if (code === undefined) return label;
    return (
      <AppLink
        href={buildHref(pathname, searchParams, { sort: code || null, offset: null })}
        scroll={false}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 text-inherit no-underline hover:text-foreground"
      >
        {label}
        <SortIcon direction={column.getIsSorted()} />
      </AppLink>
    );
  }

  return (
    <div className={cn('flex flex-col', className)}>
      <div className="overflow-x-auto">
        <table className="data-table">
          <caption className={cn(showCaption ? 'px-4 py-3 text-start font-semibold' : 'sr-only')}>{caption}</caption>
          <StaticElement as="thead">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const direction = header.column.getIsSorted();
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header_getContext(header));
                  return (
                    <th
                      key={header.id}
                      scope={header.colSpan > 1 ? 'colgroup' : 'col'}
                      colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                      className={cellClasses(meta, meta?.headerClassName)}
                    >
                      {meta?.hideHeader ? <span className="sr-only">{label}</span> : headerContent(header.column, label)}
                    </th>
                  );
                })}
              </tr>
            ))}
          </StaticElement>
          {bodyRows.length === 0 ? (
            <tbody>
              <tr>
                <td colSpan={leafCount}>{empty ?? <EmptyState title="No results" />}</td>
              </tr>
            </tbody>
          ) : (
            <TableBody rows={bodyRows} rowClassName={rowClassName} />
          )}
        </table>
      </div>
      {hidePagination ? null : (
        <Pagination
          pathname={pathname}
          searchParams={searchParams}
          total={total}
          offset={offset}
          limit={limit}
          pageSizeOptions={pageSizeOptions}
          maxPageButtons={maxPageButtons}
          className="border-t border-border"
        />
      )}
    </div>
  );
}

type BodyRow<TRow extends RowData> = ReturnType<ReturnType<typeof constructTable<DataTableFeatures, TRow>>['getRowModel']>['rows'][number];

/** One cell as React renders it, and as HTML when everything in it is plain markup (see staticHtml). */
interface RenderedCell {
  key: string;
  header: boolean;
  className: string | undefined;
  content: ReactNode;
  html: string | null;
}

/** A class attribute as markup, or nothing, as classProp for elements. */
function classAttr(className: string | undefined): string {
  return className ? ` class="${escapeHtml(className)}"` : '';
}

function cellHtml(cell: RenderedCell): string {
  const tag = cell.header ? 'th' : 'td';
  const scope = cell.header ? ' scope="row"' : '';
  return `<${tag}${scope}${classAttr(cell.className)}>${cell.html}</${tag}>`;
}

function cellElement(cell: RenderedCell) {
  const Tag = cell.header ? 'th' : 'td';
  const scope = cell.header ? { scope: 'row' as const } : {};
  if (cell.html !== null) return <Tag key={cell.key} {...scope} {...classProp(cell.className)} dangerouslySetInnerHTML={{ __html: cell.html }} />;
  return (
    <Tag key={cell.key} {...scope} {...classProp(cell.className)}>
      {cell.content}
    </Tag>
  );
}

/**
 * The rows. Cells whose content is plain markup (text, links, badges, avatars) are written as HTML
 * strings: a whole body when every cell is, else a whole row when its cells are, else the cell
 * alone, and only cells with a client component inside (a button with a dialog, a switch) are left
 * to React. Each element a server component returns is built, written into the RSC payload, read
 * back and rendered to HTML again; a string is one value in each of those steps, and nothing for
 * the browser to hydrate (README, 'Performance', 'Table rows as HTML').
 */
function TableBody<TRow extends RowData>({ rows, rowClassName }: { rows: BodyRow<TRow>[]; rowClassName?: (row: TRow) => string | undefined }) {
  const rendered = rows.map((row) => {
    const cells = row_getAllCells(row).map((cell): RenderedCell => {
      const meta = cell.column.columnDef.meta;
      const content = flexRender(cell.column.columnDef.cell, cellContext(cell));
      return { key: cell.id, header: meta?.rowHeader === true, className: cellClasses(meta, meta?.cellClassName), content, html: staticHtml(content) };
    });
    return { row, className: rowClassName?.(row.original), cells, plain: cells.every((cell) => cell.html !== null) };
  });
  const rowHtml = (r: (typeof rendered)[number]) => r.cells.map(cellHtml).join('');
  if (rendered.every((r) => r.plain)) {
    const html = rendered.map((r) => `<tr${classAttr(r.className)}>${rowHtml(r)}</tr>`).join('');
    return <tbody dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <tbody>
      {rendered.map((r) =>
        r.plain ? (
          <tr key={r.row.id} {...classProp(r.className)} dangerouslySetInnerHTML={{ __html: rowHtml(r) }} />
        ) : (
          <tr key={r.row.id} {...classProp(r.className)}>
            {r.cells.map(cellElement)}
          </tr>
        ),
      )}
    </tbody>
  );
}
