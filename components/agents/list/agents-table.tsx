import type { CSSProperties } from 'react';
import { initials } from '@/lib/format';
import type { AgentListRow } from '@/lib/agents-query';
import styles from '@/components/agents/list/agents-table.module.css';

export interface AgentsTableProps {
  rows: readonly AgentListRow[];
  /** Shows the office column (offices enabled). */
  showOffice: boolean;
  /** Adds a drag handle per row (see AgentReorder). */
  reorderable: boolean;
  /** The id of the text that explains how to move a row with the keyboard. */
  reorderHintId?: string;
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

  return (
    <div className="overflow-x-auto">
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
        <tbody role="rowgroup" data-agent-rows="">
          {rows.map((agent) => (
            <tr key={agent.id} role="row" data-agent-id={agent.id}>
              {reorderable ? (
                <td role="cell">
                  <button type="button" data-drag-handle="" aria-label={`Move ${agent.name}`} aria-describedby={reorderHintId} />
                </td>
              ) : null}
              <td role="cell">
                <span data-avatar="" aria-hidden="true">
                  {initials(agent.name) || '?'}
                  {/* Upstream photos come from arbitrary hosts, which next/image would need listed. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  {agent.photo ? <img src={agent.photo} alt="" loading="lazy" decoding="async" /> : null}
                </span>
              </td>
              <th role="rowheader" scope="row">
                {/* A plain link (no per-row client component); AgentReorder turns clicks into client navigations. */}
                <a href={`/agents/${agent.id}`}>{agent.name}</a>
              </th>
              <td role="cell">{agent.email}</td>
              <td role="cell">{agent.phone}</td>
              {showOffice ? <td role="cell">{agent.officeName}</td> : null}
              <td role="cell" data-num="">
                {agent.users}
              </td>
              <td role="cell">{agent.active ? <span data-tone="success">Active</span> : <span data-tone="neutral">Inactive</span>}</td>
              <td role="cell">{agent.pinned ? <span data-tone="info">Pinned</span> : null}</td>
              <td role="cell">
                {agent.setupComplete ? <span data-tone="success">Complete</span> : <span data-tone="warning">Incomplete</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
