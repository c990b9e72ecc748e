'use client';

import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { MapPictureSvg } from '@/components/ui/map-picture';
import type { MapState } from '@/components/ui/use-map-engine';
import type { MapPicture } from '@/lib/map-picture';

export interface MapOnDemandProps {
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
}

/**
 * The layers inside a map's box (region editor, listing location): the map's container, the server-drawn
 * picture until the map is ready, 'Edit map' on the picture, and the loading or failure line.
 */
export function MapOnDemand({ state, container, picture, label, children, onEdit, failed }: MapOnDemandProps) {
  return (
    <>
      {/* Inline: maplibre's own .maplibregl-map rule (position: relative) would beat a class. */}
      <div ref={container} style={{ position: 'absolute', inset: 0 }} />
      {state !== 'ready' ? (
        <MapPictureSvg picture={picture} label={label}>
          {children}
        </MapPictureSvg>
      ) : null}
      {state === 'idle' ? (
        <Button type="button" variant="secondary" size="sm" className="absolute left-3 top-3 shadow-sm" onClick={onEdit}>
          Edit map
        </Button>
      ) : null}
      {state === 'loading' || state === 'failed' ? (
        <p className="absolute inset-x-4 top-1/2 rounded bg-surface px-2 py-1 text-center text-sm text-muted-foreground" role="status">
          {state === 'loading' ? 'Loading map…' : failed}
        </p>
      ) : null}
    </>
  );
}
