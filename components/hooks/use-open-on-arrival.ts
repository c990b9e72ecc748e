'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { DIALOG_NEW, DIALOG_PARAM } from '@/lib/palette/dialog-param';

/**
 * Opens a screen's creation dialog when the address asks for it (`?dialog=new`, the command palette's
 * actions), then takes the param out of the address so a reload or Back does not open it again.
 */
export function useOpenOnArrival(open: () => void, enabled = true) {
  const asked = useSearchParams().get(DIALOG_PARAM) === DIALOG_NEW && enabled;
  const latest = useRef(open);
  useLayoutEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    if (!asked) return;
    latest.current();
    const url = new URL(window.location.href);
    url.searchParams.delete(DIALOG_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [asked]);
}
