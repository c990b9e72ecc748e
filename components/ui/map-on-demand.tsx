'use client';

import { useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { MapPictureSvg } from '@/components/ui/map-picture';
import type { MapState } from '@/components/hooks/use-map-engine';
import type { MapPicture } from '@/lib/map-picture';

/** What the map's box says of itself: its role, whether it takes focus, its name, its keys. */
type BoxAttributes = Pick<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex' | 'aria-label' | 'onKeyDownCapture'>;

export interface MapOnDemandProps extends BoxAttributes {
  state: MapState;
  /** useMapEngine's container: the map is drawn into it once asked for. */
  container: RefObject<HTMLDivElement | null>;
  picture: MapPicture;
  /** The picture's accessible name: what it shows. */
  label: string;
  /** What the picture draws over its basemap (regions, the marker). */
  children?: ReactNode;
  /** 'Edit map' pressed: ask for the map. */
  onEdit: () => void;
  /** Said when the map cannot be shown: what still works without it. */
  failed: string;
  /** The box's height in px: the picture and the map fill the same box. */
  height: number;
  testId: string;
}

/**
 * A map's box (region editor, listing location) and its layers: the map's container, the server-drawn
 * picture until the map is ready, 'Edit map' on the picture, and the loading or failure line.
 */
export function MapOnDemand({ state, container, picture, label, children, onEdit, failed, height, testId, ...box }: MapOnDemandProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={boxRef}
      // isolate: the map's controls (z-index 2) stack inside the map, never above the page's sticky bars.
      className="relative isolate overflow-hidden rounded-md border border-border-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      style={{ height }}
      data-testid={testId}
      data-map-state={state}
      {...box}
    >
      {/* Inline: maplibre's own .maplibregl-map rule (position: relative) would beat a class. */}
      <div ref={container} style={{ position: 'absolute', inset: 0 }} />
      {state !== 'ready' ? (
        <MapPictureSvg picture={picture} label={label}>
          {children}
        </MapPictureSvg>
      ) : null}
      {state === 'idle' ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="absolute left-3 top-3 shadow-sm"
          onClick={() => {
            onEdit();
            // The button goes with the picture: focus stays on the map, where the next keys belong.
            boxRef.current?.focus();
          }}
        >
          Edit map
        </Button>
      ) : null}
      {state === 'loading' || state === 'failed' ? (
        <p className="absolute inset-x-4 top-1/2 rounded bg-surface px-2 py-1 text-center text-sm text-muted-foreground" role="status">
          {state === 'loading' ? 'Loading map…' : failed}
        </p>
      ) : null}
    </div>
  );
}
