'use client';

import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

const arrow = (d: string) => (
  <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
    <path d={d} stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The listing's photos: one large photo, previous and next buttons (arrow keys work too) and a row
 * of thumbnails. Each photo's alt text says which photo of how many it is and of which listing.
 */
export function ListingGallery({ photos, address }: { photos: string[]; address: string }) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  if (count === 0) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-md bg-surface-sunken text-sm text-muted-foreground">
        No photos
      </div>
    );
  }
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <div role="group" aria-roledescription="gallery" aria-label={`Photos of ${address}`} onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-md bg-surface-sunken">
        {/* eslint-disable-next-line @next/next/no-img-element -- upstream photos come from arbitrary hosts */}
        <img src={photos[current]} alt={`Photo ${current + 1} of ${count}: ${address}`} className="aspect-video w-full object-cover" />
        {count > 1 ? (
          <>
            <GalleryButton label="Previous photo" side="left" onClick={() => go(current - 1)}>
              {arrow('m12.5 4.5-5.5 5.5 5.5 5.5')}
            </GalleryButton>
            <GalleryButton label="Next photo" side="right" onClick={() => go(current + 1)}>
              {arrow('m7.5 4.5 5.5 5.5-5.5 5.5')}
            </GalleryButton>
          </>
        ) : null}
      </div>
      <p aria-live="polite" className="mt-2 text-xs text-muted-foreground">
        Photo {current + 1} of {count}
      </p>
      {count > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label="All photos">
          {photos.map((src, i) => (
            <li key={`${i}-${src}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                className={cn(
                  'block overflow-hidden rounded border-2',
                  i === current ? 'border-brand' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={src} alt="" loading="lazy" className="h-12 w-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function GalleryButton({
  label,
  side,
  onClick,
  children,
}: {
  label: string;
  side: 'left' | 'right';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 -translate-y-1/2 rounded-full bg-surface/90 p-2 text-foreground shadow hover:bg-surface',
        side === 'left' ? 'left-2' : 'right-2',
      )}
    >
      {children}
    </button>
  );
}
