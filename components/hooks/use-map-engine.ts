'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

/** 'idle': not asked for yet (the screen shows its picture). */
export type MapState = 'idle' | 'loading' | 'ready' | 'failed';

export type MapContext<Handle, Props> = { ready: () => boolean; latest: RefObject<Props>; handle: RefObject<Handle | null> };

/**
 * One map on a screen: its engine (maplibre and what draws on it) loaded once through a dynamic import
 * when `wanted` first turns true (the user asked for the map: its code stays out of the page until then),
 * then created in the container, and destroyed when the component goes. `create` is called once, with the engine, the container and the
 * map's context: `ready` (the engine calls it when the map has loaded; it answers false when the component
 * has gone meanwhile), `latest` (the props of the last render: read callbacks there) and `handle`.
 * The state is 'failed' when the engine cannot load (no WebGL, a chunk that never came).
 */
export function useMapEngine<Engine, Handle extends { destroy(): void }, Props>(
  props: Props,
  engine: () => Promise<Engine>,
  create: (engine: Engine, container: HTMLDivElement, map: MapContext<Handle, Props>) => Handle,
  wanted: boolean,
): { container: RefObject<HTMLDivElement | null>; handle: RefObject<Handle | null>; latest: RefObject<Props>; state: MapState } {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<Handle | null>(null);
  const latest = useRef(props);
  const [state, setState] = useState<Exclude<MapState, 'idle'>>('loading');
  const first = useRef({ engine, create });

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    let gone = false;
    const el = container.current;
    if (!wanted || !el) return;
    const ready = () => {
      if (gone) return false;
      setState('ready');
      return true;
    };
    first.current
      .engine()
      .then((loaded) => {
        if (!gone) handle.current = first.current.create(loaded, el, { ready, latest, handle });
      })
      .catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [wanted]);

  return { container, handle, latest, state: wanted ? state : 'idle' };
}
