import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and during hydration, true from the render after it: for what needs the
 * document (portals) or may wait for the client (rows below a scroll box's fold).
 */
export function useClientReady(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
