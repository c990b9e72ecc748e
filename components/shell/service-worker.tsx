'use client';

import { useEffect } from 'react';

/** Registers public/sw.js, which gives a page that cannot be reached offline the offline page, not the browser's error. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  }, []);
  return null;
}
