'use client';

import { useEffect, useState } from 'react';
import type { UserSearchResponse } from '@/lib/favorites-lists/answers';
import { checkUserSearch } from '@/lib/favorites-lists/check';
import { FAV_MSG, USER_SEARCH_DEBOUNCE_MS, type ListUser } from '@/lib/favorites-lists/rules';
import { getJson } from '@/lib/http/json';

export type UserSearch = { results: ListUser[]; searching: boolean; message: string | null };

/**
 * The add-users search: sent 300 ms after the last key once the text has 2 characters; a newer text
 * cancels the older request, so results never arrive out of order.
 */
export function useUserSearch(text: string): UserSearch {
  const [state, setState] = useState<UserSearch & { for: string }>({ results: [], searching: false, message: null, for: '' });
  const checked = checkUserSearch(text);
  const q = checked.ok ? checked.q : '';

  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState((s) => ({ ...s, searching: true }));
      const answer = await getJson<UserSearchResponse>(`/api/favorites-lists/users?q=${encodeURIComponent(q)}`, {
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      setState(
        answer.ok
          ? { results: answer.data.users, searching: false, message: answer.data.users.length ? null : FAV_MSG.noResults, for: q }
          : { results: [], searching: false, message: FAV_MSG.searchFailed, for: q },
      );
    }, USER_SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [q]);

  if (!q) return { results: [], searching: false, message: text.trim() ? FAV_MSG.searchHint : null };
  if (state.for !== q) return { results: state.results, searching: true, message: null };
  return { results: state.results, searching: state.searching, message: state.message };
}
