'use client';

import { useEffect, useState, type KeyboardEvent } from 'react';
import { useMapEngine } from '@/components/ui/use-map-engine';
import type { MarkerMapHandle } from '@/components/pocket/marker-engine';

const engineModule = typeof window === 'undefined' ? null : import('@/components/pocket/marker-engine');

/** How far one arrow key moves the marker (about 11 m north–south); Shift moves ten times as far. */
const STEP = 0.0001;

export interface LocationMapProps {
  styleUrl: string;
  centre: { lat: number; lng: number; zoom: number };
  point: { lat: number; lng: number } | null;
  /** A new point from geocoding or typed coordinates: the map flies to it. */
  flyKey: number;
  onMoved: (lat: number, lng: number) => void;
}

/**
 * The listing's location (§2): a map with a draggable marker. Keyboard users move it with the arrow
 * keys while the map has focus (Shift for larger steps); the latitude and longitude fields beside it
 * follow, and typing there moves the marker.
 */
export function LocationMap(props: LocationMapProps) {
  const [announce, setAnnounce] = useState('');
  const { container, handle, latest, state } = useMapEngine(
    props,
    () => engineModule ?? import('@/components/pocket/marker-engine'),
    (engine, el, { ready, latest }): MarkerMapHandle =>
      engine.createMarkerMap({
        container: el,
        styleUrl: props.styleUrl,
        centre: props.centre,
        point: props.point,
        onMoved: (lat, lng) => latest.current.onMoved(lat, lng),
        onReady: () => void ready(),
      }),
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
    if (!move || !point) return;
    event.preventDefault();
    event.stopPropagation();
    const step = event.shiftKey ? STEP * 10 : STEP;
    const lat = Number((point.lat + move[0] * step).toFixed(6));
    const lng = Number((point.lng + move[1] * step).toFixed(6));
    props.onMoved(lat, lng);
    setAnnounce(`Marker moved to ${lat}, ${lng}`);
  }

  return (
    // isolate: the map's controls (z-index 2) stack inside the map, never above the page's sticky bars.
    <div className="relative isolate h-[320px] overflow-hidden rounded-md border border-border-strong">
      <div
        ref={container}
        style={{ position: 'absolute', inset: 0 }}
        data-testid="location-map"
        data-map-state={state}
        role="application"
        tabIndex={0}
        onKeyDownCapture={onKeyDown}
        aria-label={
          props.point
            ? 'Map of the listing’s location. Drag the marker, or press the arrow keys to move it (Shift for larger steps).'
            : 'Map of the listing’s location. Geocode the address or type the coordinates to place the marker.'
        }
        className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      />
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {state !== 'ready' ? (
        <p className="absolute inset-x-0 top-1/2 text-center text-sm text-muted-foreground" role="status">
          {state === 'loading' ? 'Loading map…' : 'The map could not be shown. Type the latitude and longitude instead.'}
        </p>
      ) : null}
    </div>
  );
}
