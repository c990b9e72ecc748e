import {
  columnVisibilityFeature,
  constructTable,
  createColumnHelper,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type Cell,
  type Column,
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
  type Table,
} from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/components/ui/cn';
import { Pagination, type PaginationProps } from '@/components/ui/pagination';
import { html, innerHtml, SafeHtml } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { buildHref } from '@/lib/paging';

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
   * buttons; the last action column also stays in view while a wide table scrolls), 'inline' without
   * its label, as wide as its content, sharing a line (a badge, a date, a sentence that says what it
   * is), 'more' behind the card's 'More details' disclosure (the row header's; a wide table shows these
   * cells as any other). Other cells take a line each, labelled with their header.
   *
   * A long list's card keeps the row's name, the one or two facts that matter and its actions; its
   * other columns say 'more'. Within a kept cell, an element of class `dt-rest` (a second reason, say)
   * shows only with the disclosure open, in a row that has one.
   */
  stack?: 'lead' | 'action' | 'inline' | 'more';
  headerClassName?: string;
  cellClassName?: string;
}

/**
 * The features of a DataTable's TanStack table: sorting (the rows come sorted by the server; the
 * table knows which column the URL's sort code names), column visibility (which columns this viewer
 * sees) and the column meta above. Paging is plain offset maths from lib/paging, which also covers
 * the spec's page size 'all' (0).
 */
export const dataTableFeatures = tableFeatures({
  // Plain TanStack Store atoms: the table lives for one server render, outside React's hooks.
  coreReactivityFeature: storeReactivityBindings(),
  rowSortingFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;
// Columns of one table carry different value types, as TanStack's own ColumnDef arrays do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;
export type DataTableInstance<TRow extends RowData> = Table<DataTableFeatures, TRow>;

/**
 * The typed column helper: `const col = dataTableColumns<AgentRow>()`, then
 * `col.columns([col.accessor('display_name', { header: 'Name', meta: { sort: { asc: 'a', desc: 'z' } } }), ...])`.
 *
 * A cell is called on the server with TanStack's cell context (`getValue`, `row`, `column`, `table`)
 * and returns one of two things, visibly: plain markup as `html\`…\`` (components/ui/safe-html.ts),
 * written into the page as HTML; or a React node, for a cell that needs React (a client island, a
 * component). Text and numbers are written as text. Cells are called, not mounted: no hooks.
 * Columns are flat: a group definition is refused.
 */
export function dataTableColumns<TRow extends RowData>() {
  return createColumnHelper<DataTableFeatures, TRow>();
}

/** The links and footer of a server-paged list (the pager's props but its class). */
export type DataTablePagination = Omit<PaginationProps, 'className'>;

export interface DataTableProps<TRow extends RowData> {
  /** The rows to show, already filtered, sorted and sliced by the server. */
  rows: TRow[];
  columns: DataTableColumn<TRow>[];
  /** Which columns this viewer sees: { [column id]: false } hides one (a role's columns). */
  columnVisibility?: Record<string, boolean>;
  /**
   * A paged list's footer (total, offset, limit, the page's path and searchParams) and the base of its
   * sort links; omitted for a list shown whole.
   */
  pagination?: DataTablePagination;
  /** The current sort code ('' for the default order); sortable headers need `pagination`. */
  sort?: string;
  /** Names the table for screen readers (visually hidden unless showCaption). */
  caption: string;
  showCaption?: boolean;
  /** Stable row key; the row index otherwise. */
  getRowId?: (row: TRow, index: number) => string;
  /** Extra classes for a row, e.g. dimming past showings. */
  rowClassName?: (row: TRow) => string | undefined;
  /** Shown instead of rows when the page is empty; defaults to 'No results'. */
  empty?: ReactNode;
  className?: string;
}

type SortDirection = 'asc' | 'desc';

/**
 * The sorting state a sort code stands for: the first column whose code it is, in that direction.
 * '' is the list's default order, which a column may claim too (users: last login, newest first).
 */
export function sortingFromCode<TRow extends RowData>(columns: Column<DataTableFeatures, TRow>[], code: string): SortingState {
  for (const column of columns) {
    const sort = column.columnDef.meta?.sort;
    if (sort?.asc === code) return [{ id: column.id, desc: false }];
    if (sort?.desc === code) return [{ id: column.id, desc: true }];
  }
  return [];
}

/** Where a header's link goes: the other direction when sorted, else the column's first direction. */
export function nextSortCode(meta: DataTableColumnMeta | undefined, current: false | SortDirection): string | undefined {
  const asc = meta?.sort?.asc;
  const desc = meta?.sort?.desc;
  if (current === 'asc') return desc ?? asc;
  if (current === 'desc') return asc ?? desc;
  return asc ?? desc;
}

/**
 * The TanStack table of one render: the core row model over `rows` (in the server's order), the
 * sorting the sort code names and the visible columns. Built per request, on the server.
 */
export function buildDataTable<TRow extends RowData>({
  rows,
  columns,
  sort = '',
  columnVisibility = {},
  getRowId,
}: Pick<DataTableProps<TRow>, 'rows' | 'columns' | 'sort' | 'columnVisibility' | 'getRowId'>): DataTableInstance<TRow> {
  for (const def of columns) if ('columns' in def) throw new Error('DataTable: column groups are not supported');
  const table = constructTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId,
    // The server sorted the rows: the state says which header shows it.
    manualSorting: true,
    initialState: { columnVisibility },
  });
  table.setSorting(sortingFromCode(table.getAllLeafColumns(), sort));
  return table;
}

const alignments = { start: undefined, center: 'text-center', end: 'text-end' } as const;

const stackClasses = { lead: 'dt-lead', action: 'dt-action', inline: 'dt-inline', more: 'dt-more' } as const;

/** Only what differs from the .data-table defaults, or undefined for no class attribute at all. */
function cellClasses(meta: DataTableColumnMeta | undefined, extra: string | undefined): string | undefined {
  return cn(alignments[meta?.align ?? 'start'], meta?.stack && stackClasses[meta.stack], extra) || undefined;
}

/** The label a stacked card shows before a cell: a plain cell's visible text header, else none. */
function stackLabel(def: { header?: unknown; meta?: DataTableColumnMeta }): string | undefined {
  const meta = def.meta;
  if ((meta?.stack && meta.stack !== 'more') || meta?.rowHeader || meta?.hideHeader) return undefined;
  return typeof def.header === 'string' ? def.header : undefined;
}

/** What a header or cell template returns, or the template itself when it is not a function. */
function renderTemplate<TContext>(template: unknown, context: TContext): unknown {
  return typeof template === 'function' ? (template as (context: TContext) => unknown)(context) : template;
}

function SortIcon({ direction }: { direction: false | SortDirection }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" className={cn('size-3 shrink-0', !direction && 'opacity-40')}>
      {direction !== 'desc' ? <path d="M6 2 9.5 5.5h-7z" fill="currentColor" /> : null}
      {direction !== 'asc' ? <path d="M6 10 2.5 6.5h7z" fill="currentColor" /> : null}
    </svg>
  );
}

function HeaderCell<TRow extends RowData>({
  header,
  pagination,
}: {
  header: Header<DataTableFeatures, TRow, unknown>;
  pagination?: DataTablePagination;
}) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const direction = column.getIsSorted();
  const label = renderTemplate(column.columnDef.header, header.getContext()) as ReactNode;
  const code = pagination ? nextSortCode(meta, direction) : undefined;
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      className={cellClasses(meta, meta?.headerClassName)}
    >
      {meta?.hideHeader ? (
        <span className="sr-only">{label}</span>
      ) : code === undefined || !pagination ? (
        label
      ) : (
        <AppLink
          href={buildHref(pagination.pathname, pagination.searchParams, { sort: code || null, offset: null })}
          scroll={false}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 text-inherit no-underline hover:text-foreground"
        >
          {label}
          <SortIcon direction={direction} />
        </AppLink>
      )}
    </th>
  );
}

/**
 * The default list table (users, tags, listings, showings, favorites): pair it with a query
 * definition from lib/list-query.ts for the page's offset, limit and sort. The agents table is the
 * documented exception: its rows, thousands with limit 0, are hand-written HTML (agents-table.tsx).
 *
 * A server-rendered TanStack table over the rows the server chose (buildDataTable). Cells written as
 * `html` are HTML in the page: no element each in the RSC payload and nothing to hydrate; cells that
 * return React nodes are React's. Sortable headers and the pager are links built from the query
 * string; the page-size select is the only client island of the frame. On a phone (a box under
 * 40rem) the rows stack into cards by CSS alone, from the columns' meta (rowHeader, stack) and each
 * cell's data-label (.data-table in globals.css).
 */
export function DataTable<TRow extends RowData>({
  caption,
  showCaption = false,
  rowClassName,
  empty,
  pagination,
  className,
  ...model
}: DataTableProps<TRow>) {
  const table = buildDataTable(model);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rows = table.getRowModel().rows;
  return (
    <div className={cn('data-table-frame flex flex-col', className)}>
      <div className="data-table-box">
        <div className="data-table-scroll">
          <table className="data-table">
            <caption className={cn(showCaption ? 'px-4 py-3 text-start font-semibold' : 'sr-only')}>{caption}</caption>
            <thead>
              <tr>
                {headers.map((header) => (
                  <HeaderCell key={header.id} header={header} pagination={pagination} />
                ))}
              </tr>
            </thead>
            {rows.length === 0 ? (
              <tbody>
                <tr>
                  <td colSpan={headers.length}>{empty ?? <EmptyState title="No results" />}</td>
                </tr>
              </tbody>
            ) : (
              <TableBody table={table} rowClassName={rowClassName} />
            )}
          </table>
        </div>
      </div>
      {pagination ? <Pagination {...pagination} className="border-t border-border" /> : null}
    </div>
  );
}

/** One cell: its element's attributes, and its content as markup (html, text) or as a React node. */
interface RenderedCell {
  key: string;
  header: boolean;
  className: string | undefined;
  label: string | undefined;
  markup: SafeHtml | null;
  node: ReactNode;
  /** Behind the card's disclosure (stack 'more'), and holding something. */
  more: boolean;
}

function renderCell<TRow extends RowData>(cell: Cell<DataTableFeatures, TRow, unknown>): RenderedCell {
  const def = cell.column.columnDef;
  const content = renderTemplate(def.cell, cell.getContext());
  const isText =
    content === null || content === undefined || typeof content === 'string' || typeof content === 'number' || typeof content === 'boolean';
  const markup = content instanceof SafeHtml ? content : isText ? html`${content}` : null;
  return {
    key: cell.id,
    header: def.meta?.rowHeader === true,
    className: cellClasses(def.meta, def.meta?.cellClassName),
    label: stackLabel(def),
    markup,
    node: content as ReactNode,
    more: def.meta?.stack === 'more' && (markup === null || markup.html !== ''),
  };
}

/**
 * A stacked card's disclosure: a native <details> in the row header cell, empty, its <summary> a
 * button that says whether it is expanded (keyboard, focus and state are the browser's). Open, the
 * row's 'more' cells show (globals.css, `:has(details[open])`); a wide table hides it. Closed, the cells
 * stay cells of their columns with their content hidden, so the cells after them keep their headers for
 * a screen reader (removing them would shift those). A table without a row header shows every cell.
 */
const DISCLOSURE = html`<details class="dt-disclosure"><summary>More<span class="sr-only"> details</span><svg viewBox="0 0 12 12" aria-hidden="true"><path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" stroke-width="1.5"/></svg></summary></details>`;

/** The row's cells, its header cell with the disclosure when a 'more' cell holds something. */
function withDisclosure(cells: RenderedCell[]): RenderedCell[] {
  if (!cells.some((cell) => cell.more)) return cells;
  return cells.map((cell) =>
    !cell.header
      ? cell
      : cell.markup
        ? { ...cell, markup: html`<div class="dt-id">${cell.markup}</div>${DISCLOSURE}` }
        : {
            ...cell,
            node: (
              <>
                <div className="dt-id">{cell.node}</div>
                <div className="contents" dangerouslySetInnerHTML={innerHtml(DISCLOSURE)} />
              </>
            ),
          },
  );
}

/** A cell as markup, its content being markup. */
function cellHtml(cell: RenderedCell & { markup: SafeHtml }): SafeHtml {
  const open = cell.header ? html`<th scope="row"` : html`<td`;
  const classAttr = cell.className ? html` class="${cell.className}"` : null;
  const labelAttr = cell.label ? html` data-label="${cell.label}"` : null;
  return html`${open}${classAttr}${labelAttr}>${cell.markup}${cell.header ? html`</th>` : html`</td>`}`;
}

function rowHtml(cells: RenderedCell[], className: string | undefined): SafeHtml {
  const open = className ? html`<tr class="${className}">` : html`<tr>`;
  return html`${open}${cells.map((cell) => cellHtml(cell as RenderedCell & { markup: SafeHtml }))}</tr>`;
}

/** A className prop only when there is one (no `class` attribute otherwise, as the markup writes none). */
function classProp(className: string | undefined): { className?: string } {
  return className ? { className } : {};
}

/** A cell as a React element (a plain function, not a component: a row's cells stay host elements in the payload). */
function cellElement(cell: RenderedCell) {
  const Tag = cell.header ? 'th' : 'td';
  const attrs = {
    ...(cell.header ? { scope: 'row' as const } : {}),
    ...classProp(cell.className),
    ...(cell.label ? { 'data-label': cell.label } : {}),
  };
  if (cell.markup) return <Tag key={cell.key} {...attrs} dangerouslySetInnerHTML={innerHtml(cell.markup)} />;
  return (
    <Tag key={cell.key} {...attrs}>
      {cell.node}
    </Tag>
  );
}

/**
 * The rows. Markup cells are joined into HTML: a whole body when every cell is markup, else a whole
 * row when its cells are, else the cell alone; cells with React nodes are React's. Each element a
 * server component returns is built, written into the RSC payload, read back and rendered to HTML
 * again; markup is one string in each of those steps, and nothing for the browser to hydrate.
 */
function TableBody<TRow extends RowData>({
  table,
  rowClassName,
}: {
  table: DataTableInstance<TRow>;
  rowClassName?: (row: TRow) => string | undefined;
}) {
  const rendered = table.getRowModel().rows.map((row) => {
    const cells = withDisclosure(row.getVisibleCells().map(renderCell));
    return { id: row.id, className: rowClassName?.(row.original), cells, markup: cells.every((cell) => cell.markup !== null) };
  });
  if (rendered.every((r) => r.markup)) {
    return <tbody dangerouslySetInnerHTML={innerHtml(html`${rendered.map((r) => rowHtml(r.cells, r.className))}`)} />;
  }
  return (
    <tbody>
      {rendered.map((r) =>
        r.markup ? (
          <tr
            key={r.id}
            {...classProp(r.className)}
            dangerouslySetInnerHTML={innerHtml(html`${r.cells.map((cell) => cellHtml(cell as RenderedCell & { markup: SafeHtml }))}`)}
          />
        ) : (
          <tr key={r.id} {...classProp(r.className)}>
            {r.cells.map(cellElement)}
          </tr>
        ),
      )}
    </tbody>
  );
}
