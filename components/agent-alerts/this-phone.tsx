'use client';

import { useEffect, useId, useState } from 'react';
import { keyBytes, PHONE_WORDS, phoneState, sameKey, type PhoneState } from '@/components/agent-alerts/this-phone-state';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { postJson, sendJson } from '@/lib/http/json';

const URL_PATH = '/api/agent-alerts/subscription';

export interface ThisPhoneProps {
  /** The dashboard's VAPID public key: the only key a page carries. */
  publicKey: string;
  /** Whether the dashboard keeps a subscription for this session (hasSessionSubscription). */
  subscribed: boolean;
}

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration (the shell registers /sw.js; registering again is harmless). */
async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? navigator.serviceWorker.register('/sw.js');
}

/**
 * 'Alerts on this phone': a switch that asks the browser for notifications, subscribes this device to
 * the dashboard's pushes and tells the server; off unsubscribes it. The state is said in words in a
 * live region the switch points at, so a screen reader hears what changed.
 */
export function ThisPhone({ publicKey, subscribed }: ThisPhoneProps) {
  const [state, setState] = useState<PhoneState>('checking');
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const statusId = useId();

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!supported()) return live && setState('unsupported');
      const permission = Notification.permission;
      const existing =
        permission === 'denied'
          ? null
          : await registration()
              .then((r) => r.pushManager.getSubscription())
              .catch(() => null);
      if (live) setState(phoneState({ supported: true, permission, browserSubscribed: existing !== null, serverSubscribed: subscribed }));
    })();
    return () => {
      live = false;
    };
  }, [subscribed]);

  async function turnOn(): Promise<void> {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setState(permission === 'denied' ? 'blocked' : 'off');
      return;
    }
    const push = (await registration()).pushManager;
    const key = keyBytes(publicKey);
    let sub = await push.getSubscription();
    if (sub && !sameKey(sub.options.applicationServerKey, key)) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await push.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const saved = await postJson(URL_PATH, sub.toJSON());
    if (!saved.ok) {
      toast.error(saved.message);
      return;
    }
    setState('on');
  }

  async function turnOff(): Promise<void> {
    const sub = await (await registration()).pushManager.getSubscription();
    if (sub) {
      const removed = await sendJson('DELETE', URL_PATH, { endpoint: sub.endpoint });
      if (!removed.ok) {
        toast.error(removed.message);
        return;
      }
      await sub.unsubscribe().catch(() => false);
    }
    setState('off');
  }

  async function toggle(): Promise<void> {
    setBusy(true);
    try {
      await (state === 'on' ? turnOff() : turnOn());
    } catch {
      toast.error('Alerts could not be changed on this device. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const fixed = state === 'checking' || state === 'unsupported' || state === 'blocked';
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p className="font-medium">Alerts on this phone</p>
        <p id={statusId} role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {PHONE_WORDS[state]}
        </p>
      </div>
      <Switch
        checked={state === 'on'}
        label="Alerts on this phone"
        onToggle={() => void toggle()}
        disabled={fixed}
        busy={busy}
        describedBy={statusId}
      />
    </div>
  );
}
