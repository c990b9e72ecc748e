'use client';

import { Dialog } from '@/components/ui/dialog';
import type { PaletteOffer } from '@/lib/palette/rules';

const kbd = 'rounded border border-border bg-surface-muted px-1.5 py-0.5 font-sans text-xs';

/** The `?` list: the shortcuts this viewer has (a `g` shortcut only where they may go). */
export function ShortcutsDialog({ go, mac, onClose }: { go: PaletteOffer['go']; mac: boolean; onClose: () => void }) {
  const rows: { keys: string[]; what: string }[] = [
    { keys: [mac ? '⌘K' : 'Ctrl K'], what: 'Open the search' },
    { keys: ['?'], what: 'Show this list' },
    { keys: ['/'], what: "Search this screen's list" },
    ...go.map((g) => ({ keys: ['g', g.key], what: `Go to ${g.label}` })),
  ];
  return (
    <Dialog
      title="Keyboard shortcuts"
      description="They work anywhere but in a text field or a dialog."
      size="sm"
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        {rows.map((row) => (
          <div key={row.what} className="contents">
            <dt className="flex gap-1">
              {row.keys.map((k, i) => (
                <span key={k} className="flex items-center gap-1">
                  {i > 0 ? <span className="text-xs text-muted-foreground">then</span> : null}
                  <kbd className={kbd}>{k}</kbd>
                </span>
              ))}
            </dt>
            <dd>{row.what}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
