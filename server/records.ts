import 'server-only';
import { parseId } from '@/lib/validation/agent-profile-check';
import { getAgentProfile } from '@/server/agent-profile';
import type { Session } from '@/server/session';

/**
 * Pages whose path names one record. A streamed page keeps the 200 it started with (its loading.tsx
 * boundaries flush first), so proxy.ts asks here, before the page renders, and answers an unknown
 * record with the not-found page and its 404, as for an unknown path. Upstream failures are thrown:
 * the page then shows its own error state.
 */
const RECORD_PAGES: { pattern: RegExp; exists: (session: Session, segment: string) => Promise<boolean> }[] = [
  {
    pattern: /^\/agents\/([^/]+)\/?$/,
    exists: async (session, agentId) => {
      const id = parseId(agentId);
      return id !== null && (await getAgentProfile(session, id)) !== null;
    },
  },
];

/** Whether `path` names a record the upstream does not know (false for a path of no record page). */
export async function unknownRecord(session: Session, path: string): Promise<boolean> {
  for (const page of RECORD_PAGES) {
    const m = page.pattern.exec(path);
    if (m) return !(await page.exists(session, decodeURIComponent(m[1] ?? '')));
  }
  return false;
}
