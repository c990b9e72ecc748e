'use client';

import { useEffect } from 'react';
import { useMapEngine } from '@/components/ui/use-map-engine';
import type { EngineOptions, NamedArea, RegionMapHandle } from '@/components/searches/map-engine';
import type { Region, RegionItem } from '@/lib/saved-searches/polygons';

export interface RegionMapProps {
  styleUrl: string;
  centre: { lat: number; lng: number; zoom: number };
  areas: NamedArea[];
  items: RegionItem[];
  activeId: string | null;
  drawing: boolean;
  /** Where to look: a chosen city, zip or address (a new object each time it moves). */
  focus: { lat: number; lng: number; zoom?: number } | null;
  onDrawn: (id: string, ring: Region) => boolean;
  onEdited: (id: string, ring: Region) => boolean;
  onSelected: (id: string) => void;
  onDrawEnd: () => void;
}

/**
 * The map engine (maplibre-gl, mapbox-gl-draw, about 300 kB gzip), requested as soon as this module
 * runs in the browser, while the page is still hydrating, rather than from the first effect after it.
 */
const engineModule = typeof window === 'undefined' ? null : import('@/components/searches/map-engine');

/**
 * The map, loaded on first render through a dynamic import (maplibre-gl and mapbox-gl-draw stay out
 * of every other route's JavaScript). Until it is ready, and if WebGL is missing, the region list and
 * the location search beside it still add, select and remove regions.
 */
export function RegionMap(props: RegionMapProps) {
  const { container, handle, state } = useMapEngine(
    props,
    () => engineModule ?? import('@/components/searches/map-engine'),
    (engine, el, { ready, latest, handle }): RegionMapHandle => {
      const options: EngineOptions = {
        container: el,
        styleUrl: props.styleUrl,
        centre: props.centre,
        areas: props.areas,
        onDrawn: (id, ring) => latest.current.onDrawn(id, ring),
        onEdited: (id, ring) => latest.current.onEdited(id, ring),
        onSelected: (id) => latest.current.onSelected(id),
        onDrawEnd: () => latest.current.onDrawEnd(),
        onReady: () => {
          if (!ready()) return;
          const now = latest.current;
          handle.current?.setRegions(now.items, now.activeId);
          if (now.items.length) handle.current?.fitRegions(now.items);
        },
        onError: () => undefined,
      };
      return engine.createRegionMap(options);
    },
  );

  useEffect(() => {
    handle.current?.setRegions(props.items, props.activeId);
  }, [handle, props.items, props.activeId, state]);

  useEffect(() => {
    handle.current?.setDrawing(props.drawing);
  }, [handle, props.drawing, state]);

  useEffect(() => {
    if (props.focus) handle.current?.flyTo(props.focus.lat, props.focus.lng, props.focus.zoom);
  }, [handle, props.focus]);

  return (
    // isolate: the map's controls (z-index 2) stack inside the map, never above the page's sticky bars.
    <div className="relative isolate h-[420px] overflow-hidden rounded-md border border-border-strong">
      <div
        ref={container}
        // Inline: maplibre's own .maplibregl-map rule (position: relative) would beat a class.
        style={{ position: 'absolute', inset: 0 }}
        data-testid="region-map"
        data-map-state={state}
        role="region"
        aria-label="Map of the search regions. Draw with a mouse, or use the region list and the location search."
      />
      {state !== 'ready' ? (
        <p className="absolute inset-x-0 top-1/2 text-center text-sm text-muted-foreground" role="status">
          {state === 'loading' ? 'Loading map…' : 'The map could not be shown. You can still add areas by name.'}
        </p>
      ) : null}
    </div>
  );
}
