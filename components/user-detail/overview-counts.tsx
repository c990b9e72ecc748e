'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { ListingTrigger } from '@/components/home/listing-modal';
import { ListingPhoto } from '@/components/home/listing-photo';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { formatDate } from '@/lib/format';
import { getJson } from '@/lib/http/json';
import type { UserDataPanel } from '@/lib/user-detail/answers';
import { DATA_KIND_LABELS, DATA_KINDS, savedSearchHref, type DataKind, type UserDataItem } from '@/lib/user-detail/rules';

type Panel = { status: 'loading' } | { status: 'ready'; items: UserDataItem[] } | { status: 'error' };

/** Favorites, scheduled viewings, notes and saved searches counted; each count opens a side panel with the details. */
export function OverviewCounts({
  userId,
  counts,
  linkSearches,
}: {
  userId: number;
  counts: Record<DataKind, number>;
  linkSearches: boolean;
}) {
  const [kind, setKind] = useState<DataKind | null>(null);
  const [panel, setPanel] = useState<Panel>({ status: 'loading' });
  const inFlight = useRef<AbortController | null>(null);

  async function load(next: DataKind) {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setPanel({ status: 'loading' });
    const result = await getJson<UserDataPanel>(`/api/user-detail/${userId}/data?kind=${next}`, { signal: controller.signal });
    if (controller.signal.aborted) return;
    setPanel(result.ok ? { status: 'ready', items: result.data.items } : { status: 'error' });
  }

  function show(next: DataKind) {
    setKind(next);
    void load(next);
  }

  return (
    <Card title="Overview">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {DATA_KINDS.map((k) => (
          <li key={k}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => show(k)}
              className="flex w-full flex-col items-start rounded-md border border-border px-3 py-2 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="text-2xl font-semibold tabular-nums" data-testid={`count-${k}`}>
                {counts[k]}
              </span>
              <span className="text-xs text-muted-foreground">{DATA_KIND_LABELS[k]}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        title={kind ? DATA_KIND_LABELS[kind] : ''}
        open={kind !== null}
        onOpenChange={(open) => {
          if (!open) {
            inFlight.current?.abort();
            setKind(null);
          }
        }}
        size="md"
        // A side panel: along the right edge, full height.
        className="me-0 ms-auto my-0 h-dvh max-h-none! rounded-none!"
      >
        {kind === null ? null : panel.status === 'loading' ? (
          <LoadingState variant="table" rows={4} label={`Loading ${DATA_KIND_LABELS[kind].toLowerCase()}`} />
        ) : panel.status === 'error' ? (
          <ErrorState compact retry={() => void load(kind)} />
        ) : panel.items.length === 0 ? (
          <EmptyState title={`No ${DATA_KIND_LABELS[kind].toLowerCase()}`} />
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={DATA_KIND_LABELS[kind]} data-testid="side-panel">
            {panel.items.map((item, i) => (
              <li key={`${item.id ?? item.listingKey ?? ''}-${i}`} className="flex gap-3 py-3">
                {kind === 'saved' ? null : <ListingPhoto src={item.photo} />}
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {kind === 'saved' && item.id !== null && linkSearches ? (
                      <Link href={savedSearchHref(userId, item.id)} className="text-brand-strong hover:underline">
                        {item.title}
                      </Link>
                    ) : item.listingKey ? (
                      <ListingTrigger
                        listingKey={item.listingKey}
                        hint={item.title}
                        className="text-left text-brand-strong hover:underline"
                      >
                        {item.title}
                      </ListingTrigger>
                    ) : (
                      item.title
                    )}
                  </p>
                  {item.detail ? <p className="text-sm text-muted-foreground">{item.detail}</p> : null}
                  <p className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
                    {item.status ? (
                      <Badge tone={item.status === 'Canceled' ? 'danger' : item.status === 'Confirmed' ? 'success' : 'info'}>
                        {item.status}
                      </Badge>
                    ) : null}
                    <time dateTime={new Date(item.at * 1000).toISOString()}>{formatDate(item.at)}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </Card>
  );
}
