'use client';

import { useEffect, useRef, useState } from 'react';
import { getJson, postJson } from '@/lib/http/json';
import type { WidgetKeySaved, WidgetToken } from '@/lib/integrations/answers';

/** What the widget module is handed: its two calls, both through this dashboard's route handlers. */
export interface CrmWidgetHost {
  getToken(): Promise<string>;
  saveKey(key: { appKey: string; connectionId: string; deleted: boolean }): Promise<void>;
}
type WidgetModule = { mount: (element: HTMLElement, host: CrmWidgetHost) => { unmount?: () => void } | void };

const host: CrmWidgetHost = {
  async getToken() {
    const result = await getJson<WidgetToken>('/api/integrations/widget/token');
    if (!result.ok) throw new Error(result.message);
    return result.data.jwt;
  },
  async saveKey(key) {
    const result = await postJson<WidgetKeySaved>('/api/integrations/widget/key', key);
    if (!result.ok) throw new Error(result.message);
  },
};

/**
 * The new CRM integration widget: a third-party ES module, imported in the browser from
 * its configured URL (allowed by this page's Content-Security-Policy alone) and mounted into the card.
 * Its token and key calls go through route handlers; the api key never reaches it.
 */
export function CrmWidget({ url }: { url: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let gone = false;
    let unmount: (() => void) | undefined;
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)
      .then((mod: WidgetModule) => {
        if (gone) return;
        if (typeof mod.mount !== 'function') throw new Error('The widget module exports no mount()');
        unmount = mod.mount(el, host)?.unmount;
        setState('ready');
      })
      .catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
      unmount?.();
    };
  }, [url]);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div ref={ref} data-testid="crm-widget" data-widget-state={state} />
      {state === 'loading' ? <p role="status">Loading the CRM integration…</p> : null}
      {state === 'failed' ? (
        <p role="alert" className="font-medium text-danger">
          The CRM integration could not be loaded. Try again later.
        </p>
      ) : null}
    </div>
  );
}
