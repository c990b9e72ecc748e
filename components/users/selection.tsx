'use client';

import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SELECT_BOX_CLASSES } from '@/components/users/select-box';

type Selection = {
  selected: ReadonlySet<number>;
  /** Every user matching the list's search and filters, across all pages. */
  allMatching: boolean;
  pageIds: readonly number[];
  toggle: (id: number, on: boolean) => void;
  setPage: (on: boolean) => void;
  setAllMatching: (on: boolean) => void;
  clear: () => void;
};

const SelectionContext = createContext<Selection | null>(null);

export function useSelection(): Selection {
  const value = useContext(SelectionContext);
  if (!value) throw new Error('useSelection outside UsersSelection');
  return value;
}

/** The users ticked for a bulk update; a new list (other query) starts with none (the page keys it). */
export function UsersSelection({ pageIds, children }: { pageIds: number[]; children: ReactNode }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatchingState] = useState(false);
  const toggle = useCallback((id: number, on: boolean) => {
    setAllMatchingState(false);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const value = useMemo<Selection>(
    () => ({
      selected,
      allMatching,
      pageIds,
      toggle,
      setPage: (on) => {
        setAllMatchingState(false);
        setSelected(on ? new Set(pageIds) : new Set());
      },
      setAllMatching: (on) => {
        setAllMatchingState(on);
        if (on) setSelected(new Set(pageIds));
      },
      clear: () => {
        setAllMatchingState(false);
        setSelected(new Set());
      },
    }),
    [selected, allMatching, pageIds, toggle],
  );
  // The rows' checkboxes are plain markup (SelectRowBox in users-table.tsx): their presses come here,
  // and their checked state follows the selection (again after a refresh brings new rows).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || box.dataset.rowSelect === undefined) return;
      toggle(Number(box.dataset.rowSelect), box.checked);
    };
    node.addEventListener('change', onChange);
    return () => node.removeEventListener('change', onChange);
  }, [toggle]);
  useLayoutEffect(() => {
    for (const box of root.current?.querySelectorAll<HTMLInputElement>('input[data-row-select]') ?? []) {
      box.checked = allMatching || selected.has(Number(box.dataset.rowSelect));
    }
  }, [selected, allMatching, children]);
  return (
    <SelectionContext.Provider value={value}>
      <div ref={root} className="contents">
        {children}
      </div>
    </SelectionContext.Provider>
  );
}

export function SelectPage() {
  const { selected, allMatching, pageIds, setPage } = useSelection();
  const all = allMatching || (pageIds.length > 0 && pageIds.every((id) => selected.has(id)));
  // The text shows where the table stacks into cards and its column headers are hidden (@container, globals.css).
  return (
    <label className="flex items-center gap-3">
      <input type="checkbox" className={SELECT_BOX_CLASSES} checked={all} onChange={(e) => setPage(e.target.checked)} />
      <span className="sr-only text-sm font-normal text-foreground @max-[40rem]:not-sr-only">Select all users on this page</span>
    </label>
  );
}
