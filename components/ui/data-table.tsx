import {
  createColumnHelper,
  flexRender,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type CellContext,
  type ColumnDef,
  type HeaderContext,
  type RowData,
} from '@tanstack/react-table';
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
  /**
   * Where the cells sit when a narrow table stacks its rows into cards (.data-table in globals.css):
   * 'lead' beside the row header (a photo, a checkbox), 'action' on the card's last line (its
   * buttons; the last action column also stays in view while a wide table scrolls). Other cells take
   * a line each, labelled with their header.
   */
  stack?: 'lead' | 'action';
  headerClassName?: string;
  cellClassName?: string;
}

/**
 * The feature set the column definitions are typed with: sorting (done by the server) and the column
 * meta above. Paging is plain offset maths from lib/paging, which also covers the spec's page size
 * 'all' (0).
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;
// Columns of one table carry different value types, as TanStack's own ColumnDef arrays do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;

/**
 * The typed column helper: `const col = dataTableColumns<AgentRow>()`, then
 * `col.columns([col.accessor('display_name', { header: 'Name', meta: { sort: { asc: 'a', desc: 'z' } } }), ...])`.
 * Cell functions run on the server; put client islands inside them with plain props. They are handed
 * `getValue`, `renderValue`, `row` (`original`, `id`, `index`), `column` (`id`, `columnDef`) and
 * `cell` (`id`): DataTable reads the definitions itself rather than building a TanStack table
 * instance per render (see DataTable). Columns are flat: a group definition is refused.
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

const alignments = { start: undefined, center: 'text-center', end: 'text-end' } as const;

const stackClasses = { lead: 'dt-lead', action: 'dt-action' } as const;

/** Only what differs from the .data-table defaults, or undefined for no class attribute at all. */
function cellClasses(meta: DataTableColumnMeta | undefined, extra: string | undefined): string | undefined {
  return cn(alignments[meta?.align ?? 'start'], meta?.stack && stackClasses[meta.stack], extra) || undefined;
}

/** The label a stacked card shows before a cell: a plain cell's visible text header, else none. */
function stackLabel(def: { header?: unknown }, meta: DataTableColumnMeta | undefined): string | undefined {
  if (meta?.stack || meta?.rowHeader || meta?.hideHeader) return undefined;
  return typeof def.header === 'string' ? def.header : undefined;
}

/**
 * A className prop only when there is one: the RSC payload spells out even undefined props, and on
 * 2,000 rows of bare, .data-table-styled cells that is a third of a megabyte.
 */
function classProp(className: string | undefined): { className?: string } {
  return className ? { className } : {};
}

/** A column as DataTable reads its definition: its id, its meta, how a row's value is read, and its cells' classes. */
interface LeafColumn<TRow extends RowData> {
  id: string;
  def: DataTableColumn<TRow>;
  meta: DataTableColumnMeta | undefined;
  value: (row: TRow, index: number) => unknown;
  /** The same for every row, so worked out once per column. */
  cellClassName: string | undefined;
  /** The header a stacked card writes before the cell (data-label), if any. */
  label: string | undefined;
}

type DefinitionFields<TRow> = {
  id?: string;
  accessorKey?: string;
  accessorFn?: (row: TRow, index: number) => unknown;
  header?: unknown;
  columns?: unknown;
};

/** A row's value at a key, 'a.b' reading nested objects as TanStack's accessor keys do. */
function valueAt(row: unknown, key: string): unknown {
  if (!key.includes('.')) return (row as Record<string, unknown>)[key];
  return key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | null | undefined)?.[part], row);
}

/** The definitions as columns, with TanStack's ids: the id, else the accessor key ('.' as '_'), else a string header. */
function leafColumns<TRow extends RowData>(columns: DataTableColumn<TRow>[]): LeafColumn<TRow>[] {
  return columns.map((def) => {
    const d = def as DefinitionFields<TRow>;
    if (d.columns !== undefined) throw new Error('DataTable: column groups are not supported');
    const key = d.accessorKey;
    const id = d.id ?? key?.replaceAll('.', '_') ?? (typeof d.header === 'string' ? d.header : undefined);
    if (!id) throw new Error('DataTable: a column needs an id, an accessor key or a string header');
    const { accessorFn } = d;
    const value = accessorFn ?? (key !== undefined ? (row: TRow) => valueAt(row, key) : () => undefined);
    return { id, def, meta: def.meta, value, cellClassName: cellClasses(def.meta, def.meta?.cellClassName), label: stackLabel(d, def.meta) };
  });
}

/** What a header template is handed (see dataTableColumns). */
function headerContext<TRow extends RowData>(column: LeafColumn<TRow>) {
  const col = { id: column.id, columnDef: column.def };
  return { column: col, header: { id: column.id, column: col } } as unknown as HeaderContext<DataTableFeatures, TRow, unknown>;
}

/** What a cell template is handed (see dataTableColumns). */
function cellContext<TRow extends RowData>(column: LeafColumn<TRow>, row: BodyRow<TRow>) {
  const value = column.value(row.original, row.index);
  return {
    getValue: () => value,
    renderValue: () => value ?? null,
    row,
    column: { id: column.id, columnDef: column.def },
    cell: { id: `${row.id}_${column.id}` },
  } as unknown as CellContext<DataTableFeatures, TRow, unknown>;
}

/** TanStack's default header: the accessor key, else the id of a column read by a function. */
function defaultHeader<TRow extends RowData>(column: LeafColumn<TRow>): ReactNode {
  const d = column.def as DefinitionFields<TRow>;
  return d.accessorKey ?? (d.accessorFn ? column.id : null);
}

/** TanStack's default cell: the value as text. */
function defaultCell(value: unknown): ReactNode {
  return (value as { toString?: () => string } | null | undefined)?.toString?.() ?? null;
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
 * the only client island. On a phone (a box under 40rem) the rows stack into cards by CSS alone,
 * from the columns' meta (rowHeader, stack) and each cell's data-label (.data-table in globals.css).
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
  const leaves = leafColumns(columns);
  // The sort code in the URL names one column and direction: the first column whose code it is.
  const sorted = leaves.find((column) => sortCode(column.meta, 'asc') === sort || sortCode(column.meta, 'desc') === sort);
  const sortedDirection: SortDirection = sorted && sortCode(sorted.meta, 'asc') === sort ? 'asc' : 'desc';
  const directionOf = (column: LeafColumn<TRow>): false | SortDirection => (column === sorted ? sortedDirection : false);
  const bodyRows = rows.map((original, index) => ({ id: getRowId ? getRowId(original, index) : String(index), index, original }));

  function headerContent(column: LeafColumn<TRow>, label: ReactNode) {
    const code = nextSortCode(column.meta, directionOf(column));
    if (code === undefined) return label;
    return (
      <AppLink
        href={buildHref(pathname, searchParams, { sort: code || null, offset: null })}
        scroll={false}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 text-inherit no-underline hover:text-foreground"
      >
        {label}
        <SortIcon direction={directionOf(column)} />
      </AppLink>
    );
  }

  return (
    <div className={cn('data-table-frame flex flex-col', className)}>
      <div className="data-table-box">
        <div className="data-table-scroll">
          <table className="data-table">
            <caption className={cn(showCaption ? 'px-4 py-3 text-start font-semibold' : 'sr-only')}>{caption}</caption>
            <StaticElement as="thead">
              <tr>
                {leaves.map((column) => {
                  const { meta } = column;
                  const direction = directionOf(column);
                  const label = column.def.header === undefined ? defaultHeader(column) : flexRender(column.def.header, headerContext(column));
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                      className={cellClasses(meta, meta?.headerClassName)}
                    >
                      {meta?.hideHeader ? <span className="sr-only">{label}</span> : headerContent(column, label)}
                    </th>
                  );
                })}
              </tr>
            </StaticElement>
            {bodyRows.length === 0 ? (
              <tbody>
                <tr>
                  <td colSpan={leaves.length}>{empty ?? <EmptyState title="No results" />}</td>
                </tr>
              </tbody>
            ) : (
              <TableBody rows={bodyRows} columns={leaves} rowClassName={rowClassName} />
            )}
          </table>
        </div>
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

type BodyRow<TRow extends RowData> = { id: string; index: number; original: TRow };

/** One cell as React renders it, and as HTML when everything in it is plain markup (see staticHtml). */
interface RenderedCell {
  key: string;
  header: boolean;
  className: string | undefined;
  label: string | undefined;
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
  const label = cell.label ? ` data-label="${escapeHtml(cell.label)}"` : '';
  return `<${tag}${scope}${classAttr(cell.className)}${label}>${cell.html}</${tag}>`;
}

function cellElement(cell: RenderedCell) {
  const Tag = cell.header ? 'th' : 'td';
  const attrs = { ...(cell.header ? { scope: 'row' as const } : {}), ...classProp(cell.className), ...(cell.label ? { 'data-label': cell.label } : {}) };
  if (cell.html !== null) return <Tag key={cell.key} {...attrs} dangerouslySetInnerHTML={{ __html: cell.html }} />;
  return (
    <Tag key={cell.key} {...attrs}>
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
function TableBody<TRow extends RowData>({
  rows,
  columns,
  rowClassName,
}: {
  rows: BodyRow<TRow>[];
  columns: LeafColumn<TRow>[];
  rowClassName?: (row: TRow) => string | undefined;
}) {
  const rendered = rows.map((row) => {
    const cells = columns.map((column): RenderedCell => {
      const context = cellContext(column, row);
      const content = column.def.cell === undefined ? defaultCell(context.renderValue()) : flexRender(column.def.cell, context);
      return { key: context.cell.id, header: column.meta?.rowHeader === true, className: column.cellClassName, label: column.label, content, html: staticHtml(content) };
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
