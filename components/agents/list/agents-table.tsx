import type { CSSProperties } from 'react';
import { initials } from '@/lib/format';
import type { AgentListRow } from '@/lib/agents/rules';
import styles from '@/components/agents/list/agents-table.module.css';
import { escapeHtml } from '@/components/ui/safe-html';

export interface AgentsTableProps {
  rows: readonly AgentListRow[];
  /** Shows the office column (offices enabled). */
  showOffice: boolean;
  /** Adds a drag handle per row (see AgentReorder). */
  reorderable: boolean;
  /** The id of the text that explains how to move a row with the keyboard. */
  reorderHintId?: string;
}

/** The indication cells: the cell itself is the badge (one element less per cell and row). */
const CELLS = {
  active: '<td role=cell data-tone=success>Active',
  inactive: '<td role=cell data-tone=neutral>Inactive',
  pinned: '<td role=cell data-tone=info>Pinned',
  notPinned: '<td role=cell>',
  complete: '<td role=cell data-tone=success>Complete',
  incomplete: '<td role=cell data-tone=warning>Incomplete',
};

/** An attribute value as markup: bare when it is a plain token, else quoted and escaped. */
function attr(value: string): string {
  return /^[\w-]+$/.test(value) ? value : `"${escapeHtml(value)}"`;
}

/**
 * The rows as one HTML string. With page size 'all' a brokerage has thousands of rows; as React
 * elements each row's ~20 elements are built, serialised into the RSC payload, read back and
 * rendered again to HTML, and the browser then hydrates every one of them. As a string the server
 * only joins text, the payload carries it once, and React neither renders nor hydrates the rows.
 * Every value from the upstream is escaped here; attribute values left unquoted are ours (ids,
 * fixed words), and the optional end tags of cells and rows are left out (the HTML parser closes them).
 */
export function agentRowsHtml(rows: readonly AgentListRow[], opts: Omit<AgentsTableProps, 'rows'>): string {
  const { showOffice, reorderable, reorderHintId } = opts;
  const describedBy = reorderHintId ? ` aria-describedby=${attr(reorderHintId)}` : '';
  const out: string[] = [];
  for (const agent of rows) {
    const id = Number(agent.id);
    const name = escapeHtml(agent.name);
    let html = `<tr role=row data-agent-id=${id}>`;
    if (reorderable) html += `<td role=cell><button type=button data-drag-handle aria-label="Move ${name}"${describedBy}></button>`;
    // Upstream photos come from arbitrary hosts; the initials stay underneath a photo that fails to load.
    const photo = agent.photo ? `<img src="${escapeHtml(agent.photo)}" alt="" loading=lazy decoding=async>` : '';
    html += `<td role=cell><span data-avatar aria-hidden=true>${escapeHtml(initials(agent.name) || '?')}${photo}</span>`;
    // A plain link (no per-row client component); AgentReorder turns clicks into client navigations.
    html += `<th role=rowheader><a href=/agents/${id}>${name}</a>`;
    html += `<td role=cell>${escapeHtml(agent.email)}<td role=cell>${escapeHtml(agent.phone ?? '')}`;
    if (showOffice) html += `<td role=cell>${escapeHtml(agent.officeName ?? '')}`;
    html += `<td role=cell data-num>${Math.max(0, Math.trunc(Number(agent.users)) || 0)}`;
    html += agent.active ? CELLS.active : CELLS.inactive;
    html += agent.pinned ? CELLS.pinned : CELLS.notPinned;
    html += agent.setupComplete ? CELLS.complete : CELLS.incomplete;
    out.push(html);
  }
  return out.join('');
}

/**
 * The agents as plain server-rendered HTML: no client component per row, so 2,000 agents cost one
 * HTML stream and nothing to hydrate, and each row is kept to the bare markup (the table's CSS
 * module styles it). AgentReorder enhances it: drag handles, keyboard moves, client navigation.
 */
export function AgentsTable({ rows, showOffice, reorderable, reorderHintId }: AgentsTableProps) {
  const columns = [
    reorderable ? '2.5rem' : null,
    '2rem',
    'minmax(7.5rem,1.2fr)',
    'minmax(9rem,1.6fr)',
    '7rem',
    showOffice ? 'minmax(6.5rem,1fr)' : null,
    '3.5rem',
    '5.25rem',
    '4.5rem',
    '6.5rem',
  ].filter(Boolean);
  const style = { '--agent-cols': columns.join(' ') } as CSSProperties;

  // DataTable's frame and scroll box (globals.css): narrower than 40rem the rows stack into cards (the
  // CSS module); wider, the table scrolls inside the box, with a shadow on the side where there is more.
  return (
    <div className="data-table-frame data-table-box">
      <div className="data-table-scroll">
        <table role="table" aria-label="Agents" style={style} className={styles.table}>
          <thead role="rowgroup">
            <tr role="row">
              {reorderable ? (
                <th role="columnheader" scope="col">
                  <span className="sr-only">Order</span>
                </th>
              ) : null}
              <th role="columnheader" scope="col">
                <span className="sr-only">Photo</span>
              </th>
              <th role="columnheader" scope="col">Name</th>
              <th role="columnheader" scope="col">Email</th>
              <th role="columnheader" scope="col">Phone</th>
              {showOffice ? (
                <th role="columnheader" scope="col">Office</th>
              ) : null}
              <th role="columnheader" scope="col" data-num="">
                Users
              </th>
              <th role="columnheader" scope="col">Status</th>
              <th role="columnheader" scope="col">Pinned</th>
              <th role="columnheader" scope="col">Setup</th>
            </tr>
          </thead>
          <tbody
            role="rowgroup"
            data-agent-rows=""
            dangerouslySetInnerHTML={{ __html: agentRowsHtml(rows, { showOffice, reorderable, reorderHintId }) }}
          />
        </table>
      </div>
    </div>
  );
}
