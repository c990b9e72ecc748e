'use client';

import { useEffect } from 'react';

/** How long a tap waits for the dashboard before the phone's app opens anyway (a slow network must not block a call). */
const WAIT_MS = 800;

/**
 * A tap on any Call, Text or E-mail link that names its user (`data-touch`, components/ui/contact-links)
 * tells lead routing first: the touch is recorded before the phone's app takes over the screen, so a
 * routed lead's claim window ends with the call. One listener on the window, as LinkNavigation's.
 */
export function ContactTouches() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!(event.target instanceof Element)) return;
      const anchor = event.target.closest<HTMLAnchorElement>('a[data-touch][data-user]');
      const userId = Number(anchor?.dataset.user);
      if (!anchor || !Number.isInteger(userId)) return;
      event.preventDefault();
      const open = () => window.location.assign(anchor.href);
      const sent = fetch('/api/routing/touch', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId, touch: anchor.dataset.touch }),
      }).catch(() => undefined);
      void Promise.race([sent, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]).then(open);
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);
  return null;
}
