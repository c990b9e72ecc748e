'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { controlClasses } from '@/components/ui/field';
import { getJson, postJson } from '@/lib/http/json';
import type { PaletteSearchResponse } from '@/lib/palette/answers';
import { rank } from '@/lib/palette/rank';
import { readRecent, withRecent } from '@/lib/palette/recent';
import type { PaletteAction, PaletteOffer, PaletteScreen } from '@/lib/palette/rules';
import { SEARCH_MIN_CHARS, type PaletteGroup, type PaletteRecord } from '@/lib/palette/search';

type Option =
  | { type: 'screen'; label: string; detail: string; screen: PaletteScreen }
  | { type: 'action'; label: string; detail: string; action: PaletteAction }
  | { type: 'record'; label: string; detail: string; record: PaletteRecord };
type Section = { key: string; label: string; options: Option[]; failed?: string };

/** The typing pause before the records are asked for. */
const DEBOUNCE_MS = 200;

// A screen or an action says no more than its name: its group's label says what it is.
const screenOption = (screen: PaletteScreen): Option => ({ type: 'screen', label: screen.label, detail: '', screen });
const actionOption = (action: PaletteAction): Option => ({ type: 'action', label: action.label, detail: '', action });
const recordOption = (record: PaletteRecord): Option => ({ type: 'record', label: record.label, detail: record.detail, record });

function readStored(key: string): PaletteRecord[] {
  try {
    return readRecent(window.localStorage.getItem(key));
  } catch {
    return [];
  }
}

/** What the server found for `q`: the groups, or the one message when the search failed as a whole. */
type Found = { q: string; groups: PaletteGroup[]; failed?: string };

/**
 * The command palette: one text box over the screens, actions and records the viewer may
 * open, on the ARIA 1.2 combobox pattern (the box keeps the focus; arrows move the active option).
 */
export function CommandPalette({ offer, onClose }: { offer: PaletteOffer; onClose: () => void }) {
  const router = useRouter();
  const id = useId();
  const listboxId = `${id}-results`;
  const input = useRef<HTMLInputElement>(null);
  const logout = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>({ q: '', groups: [] });
  const [active, setActive] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [recent] = useState(() => readStored(offer.recentKey));

  const q = query.trim();
  const searching = offer.searches && q.length >= SEARCH_MIN_CHARS;
  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const result = await getJson<PaletteSearchResponse>(`/api/palette?${new URLSearchParams({ q })}`, { signal: controller.signal });
      if (controller.signal.aborted) return;
      setFound(result.ok ? { q, groups: result.data.groups } : { q, groups: [], failed: result.message });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, searching]);

  const loading = searching && found.q !== q;
  const sections = useMemo<Section[]>(() => {
    if (!q) {
      return [
        { key: 'recent', label: 'Recent', options: recent.map(recordOption) },
        { key: 'screens', label: 'Screens', options: offer.screens.map(screenOption) },
        { key: 'actions', label: 'Actions', options: offer.actions.map(actionOption) },
      ];
    }
    const records: Section[] =
      searching && found.q === q
        ? found.groups.map((g) => ({ key: g.kind, label: g.label, options: g.records.map(recordOption), failed: g.failed }))
        : [];
    return [
      { key: 'screens', label: 'Screens', options: rank(offer.screens, q, (s) => [s.label]).map(screenOption) },
      ...records,
      { key: 'actions', label: 'Actions', options: rank(offer.actions, q, (a) => [a.label]).map(actionOption) },
    ];
  }, [q, recent, offer, searching, found]);

  const options = sections.flatMap((s) => s.options);
  const current = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (i: number) => `${id}-option-${i}`;

  function change(next: string) {
    setQuery(next);
    setActive(0);
    setProblem(null);
  }

  function go(href: string) {
    onClose();
    router.push(href);
  }

  async function choose(option: Option) {
    if (option.type === 'screen') return go(option.screen.href);
    if (option.type === 'record') {
      try {
        window.localStorage.setItem(offer.recentKey, JSON.stringify(withRecent(readStored(offer.recentKey), option.record)));
      } catch {
        // Storage refused (private mode, full): the palette works without its recent list.
      }
      return go(option.record.href);
    }
    const action = option.action;
    if (action.kind === 'link') return go(action.href);
    if (action.kind === 'logout') return logout.current?.requestSubmit();
    const result = await postJson('/api/session/mode', { managerMode: action.managerMode });
    // A full load: the menu, the page's access and every upstream call follow the new view.
    if (result.ok) window.location.assign(window.location.pathname + window.location.search);
    else setProblem(result.message);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    // Arrows move the active option, wrapping at the ends; Home and End stay the text box's.
    const move =
      event.key === 'ArrowDown'
        ? current >= last
          ? 0
          : current + 1
        : event.key === 'ArrowUp'
          ? current <= 0
            ? last
            : current - 1
          : null;
    if (move !== null && options.length > 0) {
      event.preventDefault();
      setActive(move);
      document.getElementById(optionId(move))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[current];
      if (option) void choose(option);
    }
  }

  const failed = found.q === q ? found.failed : undefined;
  const status = problem ?? failed ?? (loading ? 'Searching…' : options.length === 1 ? '1 result' : `${options.length} results`);
  let index = 0;
  return (
    <Dialog
      title="Search"
      size="lg"
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        input.current?.focus();
      }}
      // Near the top, so results grow downwards; the window keeps the same margin below (the layout suite checks).
      className="mt-4 mb-auto sm:mt-[12dvh] sm:max-h-[calc(88dvh-1rem)]"
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search screens, records and actions
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={offer.searches ? 'Screens, people, listings, tags, actions…' : 'Screens and actions…'}
        value={query}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        className={cn(controlClasses, 'h-10')}
      />
      <p role="status" className="mt-2 text-xs text-muted-foreground">
        {status}
      </p>
      <div id={listboxId} role="listbox" aria-label="Results" className="mt-2 flex flex-col gap-3">
        {sections.map((section) =>
          section.options.length === 0 && !section.failed ? null : (
            <div key={section.key} role="group" aria-labelledby={`${id}-${section.key}`}>
              <div
                id={`${id}-${section.key}`}
                aria-hidden="true"
                className="px-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {section.label}
              </div>
              {section.failed ? (
                <div aria-hidden="true" className="px-2 text-sm text-danger">
                  {section.failed}
                </div>
              ) : null}
              {section.options.map((option) => {
                const i = index++;
                return (
                  <div
                    key={`${section.key}-${i}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === current}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(i)}
                    onClick={() => void choose(option)}
                    className={cn(
                      'flex min-h-10 cursor-pointer flex-col justify-center rounded-md px-2 py-1.5',
                      i === current ? 'bg-brand text-brand-foreground' : 'text-foreground',
                    )}
                  >
                    <span className="truncate font-medium">{option.label}</span>
                    {option.detail ? (
                      <span className={cn('truncate text-xs', i === current ? 'text-brand-foreground' : 'text-muted-foreground')}>
                        {option.detail}
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ),
        )}
      </div>
      <form ref={logout} action="/logout" method="post" hidden />
    </Dialog>
  );
}
