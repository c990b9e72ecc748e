'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** The server-rendered tbody this hook reorders; each row carries data-agent-id and the agent's name in its row header. */
export const ROWS_SELECTOR = 'tbody[data-agent-rows]';
export const HANDLE_SELECTOR = '[data-drag-handle]';

function rowsOf(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>(ROWS_SELECTOR) ?? null;
}

function nameOf(row: Element): string {
  return row.querySelector('th')?.textContent?.trim() || 'Agent';
}

function describe(row: Element, tbody: Element): string {
  const name = nameOf(row);
  const position = Array.prototype.indexOf.call(tbody.children, row) + 1;
  return `${name} moved to position ${position} of ${tbody.children.length}`;
}

/**
 * Drag reorder over server-rendered rows: SortableJS moves the <tr> elements themselves (no React
 * state per row), and Up/Down on a focused handle moves a row by one. The rows as first rendered
 * are remembered at the first move, so cancel can put them back exactly.
 */
export function useRowReorder(containerRef: RefObject<HTMLElement | null>, enabled: boolean) {
  const [dirty, setDirty] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** Dragging works (SortableJS loaded and attached). */
  const [ready, setReady] = useState(false);
  const original = useRef<Element[] | null>(null);

  const remember = useCallback(() => {
    const tbody = rowsOf(containerRef.current);
    if (tbody && !original.current) original.current = Array.from(tbody.children);
  }, [containerRef]);

  useEffect(() => {
    const tbody = rowsOf(containerRef.current);
    if (!enabled || !tbody) return;
    let destroyed = false;
    let sortable: { destroy(): void } | null = null;
    // Loaded only where reordering is possible, so paged lists do not ship it.
    void import('sortablejs').then(({ default: Sortable }) => {
      if (destroyed) return;
      sortable = Sortable.create(tbody, {
        handle: HANDLE_SELECTOR,
        draggable: 'tr',
        animation: 150,
        // Pointer events rather than native drag and drop: the same on every browser and for touch.
        // The dragged copy stays in the tbody, so the tbody's row styles still apply to it.
        forceFallback: true,
        ghostClass: 'opacity-40',
        onStart: remember,
        onEnd: (event) => {
          if (event.oldIndex === event.newIndex) return;
          setDirty(true);
          setAnnouncement(describe(event.item, tbody));
        },
      });
      setReady(true);
    });
    return () => {
      destroyed = true;
      sortable?.destroy();
      setReady(false);
    };
  }, [containerRef, enabled, remember]);

  /** Up/Down on a focused handle: the neighbour moves, so the focused row stays put in the DOM and keeps focus. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!enabled || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      const handle = (event.target as HTMLElement).closest(HANDLE_SELECTOR);
      const row = handle?.closest('tr');
      const tbody = row?.parentElement;
      if (!handle || !row || !tbody) return;
      event.preventDefault();
      const up = event.key === 'ArrowUp';
      const neighbour = up ? row.previousElementSibling : row.nextElementSibling;
      if (!neighbour) {
        setAnnouncement(`${nameOf(row)} is already ${up ? 'first' : 'last'}`);
        return;
      }
      remember();
      tbody.insertBefore(neighbour, up ? row.nextElementSibling : row);
      handle.scrollIntoView({ block: 'nearest' });
      setDirty(true);
      setAnnouncement(describe(row, tbody));
    },
    [enabled, remember],
  );

  /** The ids in their current order. */
  const currentOrder = useCallback((): number[] => {
    const tbody = rowsOf(containerRef.current);
    if (!tbody) return [];
    return Array.from(tbody.children, (row) => Number((row as HTMLElement).dataset.agentId)).filter((id) => Number.isInteger(id) && id > 0);
  }, [containerRef]);

  /** Puts the rows back as first rendered. */
  const restore = useCallback(() => {
    const tbody = rowsOf(containerRef.current);
    const rows = original.current;
    original.current = null;
    setDirty(false);
    if (!tbody || !rows) return;
    // Rows React has replaced since (a refresh) are no longer the table's: leave them out.
    for (const row of rows) if (row.parentElement === tbody) tbody.appendChild(row);
    setAnnouncement('Order restored');
  }, [containerRef]);

  /** The current order is now the saved one: no going back. */
  const accept = useCallback(() => {
    original.current = null;
    setDirty(false);
  }, []);

  return { ready, dirty, announcement, onKeyDown, currentOrder, restore, accept };
}
