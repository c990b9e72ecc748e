/**
 * 'Alerts on this phone': what the browser can do and has allowed, as one state, and the words for it.
 * Kept apart from the component so the choice is tested without a browser.
 */
export type PhoneState = 'checking' | 'unsupported' | 'blocked' | 'on' | 'off';

export type PhoneFacts = {
  /** Service workers, PushManager and Notification all exist. */
  supported: boolean;
  permission: 'default' | 'granted' | 'denied';
  /** The browser holds a push subscription for this site. */
  browserSubscribed: boolean;
  /** The dashboard keeps one for this session (signing out removes it). */
  serverSubscribed: boolean;
};

export function phoneState(f: PhoneFacts): PhoneState {
  if (!f.supported) return 'unsupported';
  if (f.permission === 'denied') return 'blocked';
  return f.permission === 'granted' && f.browserSubscribed && f.serverSubscribed ? 'on' : 'off';
}

export const PHONE_WORDS: Record<PhoneState, string> = {
  checking: 'Checking this device…',
  unsupported:
    'This browser cannot show alerts. On an iPhone or iPad, add the dashboard to the Home Screen (Share, then Add to Home Screen) and turn alerts on from there.',
  blocked: "Notifications are blocked for this site in the browser's settings. Allow them there, then come back to turn alerts on.",
  on: 'On: alerts you chose to get by push show on this device.',
  off: 'Off: this device shows no alerts.',
};

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (a new key, as a restarted demo makes, needs a new one). */
export function sameKey(subscriptionKey: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!subscriptionKey) return false;
  const a = new Uint8Array(subscriptionKey);
  return a.length === key.length && a.every((b, i) => b === key[i]);
}
