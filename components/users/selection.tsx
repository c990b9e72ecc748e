'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

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
  const value = useMemo<Selection>(
    () => ({
      selected,
      allMatching,
      pageIds,
      toggle: (id, on) => {
        setAllMatchingState(false);
        setSelected((current) => {
          const next = new Set(current);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        });
      },
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
    [selected, allMatching, pageIds],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

const boxClasses = 'size-4 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function SelectRow({ id, name }: { id: number; name: string }) {
  const { selected, allMatching, toggle } = useSelection();
  return (
    <input type="checkbox" className={boxClasses} aria-label={`Select ${name}`} checked={allMatching || selected.has(id)} onChange={(e) => toggle(id, e.target.checked)} />
  );
}

export function SelectPage() {
  const { selected, allMatching, pageIds, setPage } = useSelection();
  const all = allMatching || (pageIds.length > 0 && pageIds.every((id) => selected.has(id)));
  return <input type="checkbox" className={boxClasses} aria-label="Select all users on this page" checked={all} onChange={(e) => setPage(e.target.checked)} />;
}
