'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useClientReady } from '@/components/hooks/use-client-ready';
import type { PaletteOffer } from '@/lib/palette/rules';

type Dialogs = typeof import('@/components/palette/palette-dialogs');
type Which = 'palette' | 'shortcuts';

/** How long after `g` the second key of a go-to shortcut counts. */
const GO_WINDOW_MS = 1500;

function inField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));
}

/**
 * The header's search button and the keyboard shortcuts. Always on the page, so it stays
 * small: the palette and the shortcut list load on the first ⌘K / Ctrl+K, `?` or button press.
 */
export function PaletteLauncher({ offer }: { offer: PaletteOffer }) {
  const router = useRouter();
  const ready = useClientReady();
  const [dialogs, setDialogs] = useState<Dialogs | null>(null);
  const [open, setOpen] = useState<Which | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const show = useCallback((which: Which) => {
    void import('@/components/palette/palette-dialogs').then((mod) => {
      setDialogs(() => mod);
      setOpen(which);
    });
  }, []);

  useEffect(() => {
    let goAt = 0;
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const dialogOpen = document.querySelector('dialog[open]') !== null;
      if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        // Over another screen's dialog ⌘K does nothing; over the palette it closes it.
        if (dialogOpen && openRef.current !== 'palette') return;
        event.preventDefault();
        if (openRef.current === 'palette') setOpen(null);
        else show('palette');
        return;
      }
      if (event.metaKey || event.ctrlKey || event.altKey || inField(event.target) || dialogOpen) {
        goAt = 0;
        return;
      }
      if (goAt && Date.now() - goAt < GO_WINDOW_MS) {
        goAt = 0;
        const go = offer.go.find((g) => g.key === event.key);
        if (go) {
          event.preventDefault();
          router.push(go.href);
        }
        return;
      }
      if (event.key === 'g') goAt = Date.now();
      else if (event.key === '?') {
        event.preventDefault();
        show('shortcuts');
      } else if (event.key === '/') {
        const box = document.querySelector<HTMLInputElement>('#content input[type="search"]');
        if (box) {
          event.preventDefault();
          box.focus();
        }
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [offer.go, router, show]);

  const mac = ready && /Mac|iPhone|iPad/.test(navigator.platform);
  const close = () => setOpen(null);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Meta+K Control+K"
        onClick={() => show('palette')}
        className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'min-h-10 min-w-10 gap-2 px-2.5 sm:px-3')}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="size-4 shrink-0">
          <circle cx="9" cy="9" r="6" />
          <path d="m13.5 13.5 4 4" strokeLinecap="round" />
        </svg>
        <span className="sr-only sm:not-sr-only">Search</span>
        {ready ? (
          <kbd aria-hidden="true" className="hidden rounded border border-border px-1.5 font-sans text-xs text-muted-foreground md:inline">
            {mac ? '⌘K' : 'Ctrl K'}
          </kbd>
        ) : null}
      </button>
      {dialogs && open === 'palette' ? <dialogs.CommandPalette offer={offer} onClose={close} /> : null}
      {dialogs && open === 'shortcuts' ? <dialogs.ShortcutsDialog go={offer.go} mac={mac} onClose={close} /> : null}
    </>
  );
}
