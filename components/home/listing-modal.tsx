'use client';

import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ListingDetailView } from '@/components/home/listing-detail';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/states';
import { LISTING_LOAD_ERROR } from '@/lib/home/rules';
import { isListingDetail, type ListingDetail } from '@/lib/home/rules';

type OpenListing = (listingKey: string, hint: string) => void;

const ListingModalContext = createContext<OpenListing | null>(null);

type Shown =
  { status: 'loading'; hint: string } | { status: 'ready'; hint: string; listing: ListingDetail } | { status: 'error'; hint: string };

/** Reads GET /api/listings/{listingKey}; anything but a well-formed listing is a failed load. */
async function fetchListing(listingKey: string, signal: AbortSignal): Promise<ListingDetail | null> {
  try {
    const res = await fetch(`/api/listings/${encodeURIComponent(listingKey)}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
    if (!res.ok) return null;
    const answer = (await res.json()) as { listing?: unknown } | null;
    return isListingDetail(answer?.listing) ? answer.listing : null;
  } catch (err) {
    if (signal.aborted) throw err;
    return null;
  }
}

/**
 * Holds the one listing detail modal of a page: any ListingTrigger below opens it for its
 * listing, which is then fetched. Server-rendered lists stay server components around it.
 */
export function ListingModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Shown>({ status: 'loading', hint: '' });
  const pending = useRef<AbortController | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // The dialog has no Radix trigger (one modal serves every row), so focus goes back to the row by hand.
  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);

  const openListing = useCallback<OpenListing>((listingKey, hint) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setShown({ status: 'loading', hint });
    setOpen(true);
    fetchListing(listingKey, controller.signal).then(
      (listing) => {
        if (controller.signal.aborted) return;
        setShown(listing ? { status: 'ready', hint, listing } : { status: 'error', hint });
      },
      () => undefined, // aborted: a newer listing was asked for, or the modal closed
    );
  }, []);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) pending.current?.abort();
  }

  const title = shown.status === 'ready' ? shown.listing.address : shown.hint || 'Listing details';
  return (
    <ListingModalContext value={openListing}>
      {children}
      <Dialog open={open} onOpenChange={onOpenChange} title={title} size="xl">
        {shown.status === 'loading' ? <LoadingState label="Loading listing" /> : null}
        {shown.status === 'error' ? (
          <p role="alert" className="rounded-md border border-danger/25 bg-danger-soft p-4 text-sm text-danger">
            {LISTING_LOAD_ERROR}
          </p>
        ) : null}
        {shown.status === 'ready' ? <ListingDetailView key={shown.listing.listingKey} listing={shown.listing} /> : null}
      </Dialog>
    </ListingModalContext>
  );
}

export interface ListingTriggerProps {
  listingKey: string;
  /** The address as the list shows it: the modal's title until the listing arrives. */
  hint: string;
  className?: string;
  children: ReactNode;
}

/** A button around a listing's row or address that opens the listing detail modal. */
export function ListingTrigger({ listingKey, hint, className, children }: ListingTriggerProps) {
  const openListing = use(ListingModalContext);
  if (!openListing) throw new Error('ListingTrigger needs a <ListingModalProvider> above it.');
  return (
    <button
      type="button"
      onClick={() => openListing(listingKey, hint)}
      aria-haspopup="dialog"
      className={cn('cursor-pointer text-left', className)}
    >
      {children}
    </button>
  );
}
