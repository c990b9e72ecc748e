import type { CSSProperties } from 'react';
import { initials } from '@/lib/format';
import type { AgentListRow } from '@/lib/agents/rules';
import styles from '@/components/agents/list/agents-table.module.css';
import { html, innerHtml, type SafeHtml } from '@/components/ui/safe-html';

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
  active: html`<td data-tone=success>Active`,
  inactive: html`<td data-tone=neutral>Inactive`,
  pinned: html`<td data-tone=info>Pinned`,
  notPinned: html`<td>`,
  complete: html`<td data-tone=success>Complete`,
  incomplete: html`<td data-tone=warning>Incomplete`,
};

/**
 * The rows as one `html` template a row. With page size 'all' a brokerage has thousands of rows; as
 * React elements each row's ~20 elements are built, serialised into the RSC payload, read back and
 * rendered again to HTML, and the browser then hydrates every one of them. As markup the server only
 * joins text, the payload carries it once, and React neither renders nor hydrates the rows. Bytes are
 * kept where the browser cannot tell the difference: fixed attribute values stay bare (only values
 * written in are quoted, as the template requires) and the optional end tags of cells and rows are
 * left out (the HTML parser closes them). No explicit roles: a tr, th or td has its role already, and
 * the HTML checker refuses one written on it.
 */
export function agentRowsHtml(rows: readonly AgentListRow[], opts: Omit<AgentsTableProps, 'rows'>): SafeHtml {
  const { showOffice, reorderable, reorderHintId } = opts;
  const describedBy = reorderHintId ? html` aria-describedby="${reorderHintId}"` : null;
  return html`${rows.map((agent) => {
    const id = Number(agent.id);
    const handle = reorderable
      ? html`<td><button type=button data-drag-handle aria-label="Move ${agent.name}"${describedBy}></button>`
      : null;
    // Upstream photos come from arbitrary hosts; the initials stay underneath a photo that fails to load.
    const photo = agent.photo ? html`<img src="${agent.photo}" alt="" loading=lazy decoding=async>` : null;
    const office = showOffice ? html`<td>${agent.officeName ?? ''}` : null;
    // A plain link (no per-row client component); AgentReorder turns clicks into client navigations.
    return html`<tr data-agent-id="${id}">${handle}<td><span data-avatar aria-hidden=true>${initials(agent.name) || '?'}${photo}</span><th scope=row><a href="/agents/${id}">${agent.name}</a><td>${agent.email}<td>${agent.phone ?? ''}${office}<td data-num>${Math.max(0, Math.trunc(Number(agent.users)) || 0)}${
      agent.active ? CELLS.active : CELLS.inactive
    }${agent.pinned ? CELLS.pinned : CELLS.notPinned}${agent.setupComplete ? CELLS.complete : CELLS.incomplete}`;
  })}`;
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
          <thead>
            <tr>
              {reorderable ? (
                <th scope="col">
                  <span className="sr-only">Order</span>
                </th>
              ) : null}
              <th scope="col">
                <span className="sr-only">Photo</span>
              </th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              {showOffice ? <th scope="col">Office</th> : null}
              <th scope="col" data-num="">
                Users
              </th>
              <th scope="col">Status</th>
              <th scope="col">Pinned</th>
              <th scope="col">Setup</th>
            </tr>
          </thead>
          <tbody data-agent-rows="" dangerouslySetInnerHTML={innerHtml(agentRowsHtml(rows, { showOffice, reorderable, reorderHintId }))} />
        </table>
      </div>
    </div>
  );
}
