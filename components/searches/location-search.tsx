'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { controlClasses } from '@/components/ui/field';
import { getJson } from '@/lib/http/json';
import type { Suggestions } from '@/lib/saved-searches/answers';
import type { Suggestion } from '@/lib/saved-searches/rules';

const KIND_LABEL: Record<Suggestion['kind'], string> = { city: 'City', zip: 'Zip', area: 'Area', address: 'Address' };
const DEBOUNCE_MS = 300;

export interface LocationSearchProps {
  /** A chosen suggestion: an area adds its region; a city, zip or address moves the map there. */
  onChoose: (s: Suggestion) => void;
}

/** The location search: suggestions by text (city, zip, area with its polygon, address), a keyboard combobox. A failure only empties the list. */
export function LocationSearch({ onChoose }: LocationSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    window.clearTimeout(timer.current);
    const q = text.trim();
    if (q.length < 2) return;
    const ctrl = new AbortController();
    timer.current = window.setTimeout(async () => {
      const r = await getJson<Suggestions>(`/api/search-listings/suggest?q=${encodeURIComponent(q)}`, { signal: ctrl.signal });
      if (ctrl.signal.aborted) return;
      setItems(r.ok ? r.data.suggestions : []);
      setActive(-1);
      setOpen(true);
    }, DEBOUNCE_MS);
    return () => {
      ctrl.abort();
      window.clearTimeout(timer.current);
    };
  }, [text]);

  function choose(s: Suggestion | undefined) {
    if (!s) return;
    onChoose(s);
    setOpen(false);
    setText('');
    setItems([]);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  }

  const shown = open && text.trim().length >= 2;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium">
        Location
      </label>
      <input
        id={`${id}-input`}
        className={controlClasses}
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        placeholder="City, zip, area or address"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
        Choose an area to add it as a region; a city, zip or address moves the map there.
      </p>
      {shown ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Location suggestions"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-surface shadow-lg"
        >
          {items.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-muted-foreground">
              No suggestions
            </li>
          ) : (
            items.map((s, i) => (
              <li
                key={`${s.kind}-${s.label}`}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-surface-sunken' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
              >
                <span className="mr-2 text-xs uppercase text-muted-foreground">{KIND_LABEL[s.kind]}</span>
                {s.label}
                {s.kind === 'area' ? <span className="text-muted-foreground"> · {s.subName}</span> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
