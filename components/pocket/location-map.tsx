'use client';

import { useEffect, useState, type KeyboardEvent } from 'react';
import { MapOnDemand } from '@/components/ui/map-on-demand';
import { useMapEngine } from '@/components/hooks/use-map-engine';
import type { MarkerMapHandle } from '@/components/pocket/marker-engine';
import { LOCATION_MAP_HEIGHT, pointAt, type MapPicture } from '@/lib/map-picture';

/** How far one arrow key moves the marker (about 11 m north–south); Shift moves ten times as far. */
const STEP = 0.0001;
/** The map's marker colour (components/pocket/marker-engine.ts). */
const MARKER_COLOUR = '#1f5fbf';

export interface LocationMapProps {
  styleUrl: string;
  centre: { lat: number; lng: number; zoom: number };
  /** The basemap of the picture shown until the map is asked for (server/map-picture.ts). */
  picture: MapPicture;
  point: { lat: number; lng: number } | null;
  /** A new point from geocoding or typed coordinates: the map flies to it. */
  flyKey: number;
  onMoved: (lat: number, lng: number) => void;
}

/** A pin whose tip is the point, about the map's marker's size. */
function Pin({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} data-testid="picture-marker">
      <path d="M0 0C-2-7-11-12-11-21A11 11 0 0 1 11-21C11-12 2-7 0 0Z" fill={MARKER_COLOUR} stroke="#fff" strokeWidth={1.5} />
      <circle cy={-21} r={4} fill="#fff" />
    </g>
  );
}

/**
 * The listing's location. It opens as a picture with the marker (no map code fetched); 'Edit map'
 * loads the map itself, whose marker can be dragged. On both, keyboard users move the marker with the
 * arrow keys while the map has focus (Shift for larger steps); the latitude and longitude fields beside
 * it follow, and typing there moves the marker.
 */
export function LocationMap(props: LocationMapProps) {
  const [announce, setAnnounce] = useState('');
  const [asked, setAsked] = useState(false);
  const { container, handle, latest, state } = useMapEngine(
    props,
    () => import('@/components/pocket/marker-engine'),
    (engine, el, { ready, latest }): MarkerMapHandle =>
      engine.createMarkerMap({
        container: el,
        styleUrl: props.styleUrl,
        centre: props.centre,
        point: latest.current.point,
        onMoved: (lat, lng) => latest.current.onMoved(lat, lng),
        onReady: () => void ready(),
      }),
    asked,
  );

  useEffect(() => {
    handle.current?.setPoint(props.point, false);
  }, [handle, props.point, state]);

  useEffect(() => {
    if (props.flyKey > 0) handle.current?.setPoint(latest.current.point, true);
  }, [handle, latest, props.flyKey]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, [number, number]> = { ArrowUp: [1, 0], ArrowDown: [-1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[event.key];
    const point = props.point;
    // The keys belong to the map, not to the 'Edit map' button on it.
    if (!move || !point || (event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    event.stopPropagation();
    const step = event.shiftKey ? STEP * 10 : STEP;
    const lat = Number((point.lat + move[0] * step).toFixed(6));
    const lng = Number((point.lng + move[1] * step).toFixed(6));
    props.onMoved(lat, lng);
    setAnnounce(`Marker moved to ${lat}, ${lng}`);
  }

  const at = props.point ? pointAt(props.point, props.picture.view) : null;
  return (
    <>
      <MapOnDemand
        state={state}
        container={container}
        picture={props.picture}
        label={
          props.point
            ? `Picture of the map with the listing’s marker at ${props.point.lat}, ${props.point.lng}`
            : 'Picture of the map: no marker yet'
        }
        onEdit={() => setAsked(true)}
        failed="The map could not be shown. Type the latitude and longitude instead."
        height={LOCATION_MAP_HEIGHT}
        testId="location-map"
        role="application"
        tabIndex={0}
        onKeyDownCapture={onKeyDown}
        aria-label={
          props.point
            ? `Map of the listing’s location. ${state === 'ready' ? 'Drag the marker, or press' : 'Press'} the arrow keys to move the marker (Shift for larger steps).`
            : 'Map of the listing’s location. Geocode the address or type the coordinates to place the marker.'
        }
      >
        {at ? <Pin x={at.x} y={at.y} /> : null}
      </MapOnDemand>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </>
  );
}
