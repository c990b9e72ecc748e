'use client';

import { useEffect, useState } from 'react';
import { MapOnDemand } from '@/components/ui/map-on-demand';
import { useMapEngine } from '@/components/hooks/use-map-engine';
import type { EngineOptions, NamedArea, RegionMapHandle } from '@/components/searches/map-engine';
import { REGION_MAP_HEIGHT, ringPath, type MapPicture } from '@/lib/map-picture';
import type { Region, RegionItem } from '@/lib/saved-searches/polygons';

export interface RegionMapProps {
  styleUrl: string;
  centre: { lat: number; lng: number; zoom: number };
  areas: NamedArea[];
  /** The basemap of the picture shown until the map is asked for (server/map-picture.ts). */
  picture: MapPicture;
  items: RegionItem[];
  activeId: string | null;
  drawing: boolean;
  /** Where to look: a chosen city, zip or address (a new object each time it moves). */
  focus: { lat: number; lng: number; zoom?: number } | null;
  onDrawn: (id: string, ring: Region) => boolean;
  onEdited: (id: string, ring: Region) => boolean;
  onSelected: (id: string) => void;
  onDrawEnd: () => void;
  /** The map's accessible name and its failure line, when it draws something else than search regions (a routing territory). */
  words?: { label: string; failed: string; picture: string };
}

/** Draw's own colours (inactive blue, active amber), so the picture looks like the map that replaces it. */
const REGION_COLOUR = { idle: '#3bb2d0', active: '#fbb03b' };

function pictureLabel(items: RegionItem[]): string {
  return items.length
    ? `Picture of the map with ${items.length === 1 ? 'the region' : 'the regions'} ${items.map((r) => r.name).join(', ')}`
    : 'Picture of the map: no regions yet';
}

/**
 * The editors' map. It opens as a picture of the regions (no map code fetched); 'Edit map', or 'Draw a
 * region' beside it, loads the map itself (maplibre-gl and mapbox-gl-draw, about 300 kB gzip, through
 * a dynamic import) in its place. Meanwhile, and if WebGL is missing, the region list and the location
 * search beside it still add, select and remove regions, and the picture follows them.
 */
export function RegionMap(props: RegionMapProps) {
  const [asked, setAsked] = useState(false);
  // 'Draw a region' asks for the map too; once asked, it stays when the drawing ends.
  if (props.drawing && !asked) setAsked(true);
  const { container, handle, state } = useMapEngine(
    props,
    () => import('@/components/searches/map-engine'),
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
    asked || props.drawing,
  );

  useEffect(() => {
    handle.current?.setRegions(props.items, props.activeId);
  }, [handle, props.items, props.activeId, state]);

  useEffect(() => {
    handle.current?.setDrawing(props.drawing);
  }, [handle, props.drawing, state]);

  // Also once the map is ready: a place chosen while it was a picture is where the map goes.
  useEffect(() => {
    if (props.focus) handle.current?.flyTo(props.focus.lat, props.focus.lng, props.focus.zoom);
  }, [handle, props.focus, state]);

  const view = props.picture.view;
  return (
    <MapOnDemand
      state={state}
      container={container}
      picture={props.picture}
      label={props.words?.picture ?? pictureLabel(props.items)}
      onEdit={() => setAsked(true)}
      failed={props.words?.failed ?? 'The map could not be shown. You can still add areas by name.'}
      height={REGION_MAP_HEIGHT}
      testId="region-map"
      role="region"
      tabIndex={-1}
      aria-label={props.words?.label ?? 'Map of the search regions. Draw with a mouse, or use the region list and the location search.'}
    >
      {props.items.map((r) => {
        const colour = r.id === props.activeId ? REGION_COLOUR.active : REGION_COLOUR.idle;
        return (
          <path
            key={r.id}
            data-region={r.name}
            d={ringPath(r.ring, view)}
            fill={colour}
            fillOpacity={0.15}
            stroke={colour}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
    </MapOnDemand>
  );
}
