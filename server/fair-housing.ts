import 'server-only';
import { blocks, FAIR_HOUSING_MSG, fieldFindings, type FairHousingMode, type FieldFinding } from '@/lib/fair-housing/check';
import type { FairHousingRefusal } from '@/lib/fair-housing/answers';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { settings as calls } from '@/server/upstream/contract';

/** The brokerage's setting, read fresh: an admin's switch to Block holds from the next save. */
export async function getFairHousingMode(session: Session): Promise<FairHousingMode> {
  return (await call(calls.getFairHousingMode, {}, callerOf(session))).fair_housing_mode;
}

/**
 * The fair-housing check of a save's buyer-facing texts, before anything is sent upstream: the findings
 * to answer with (Warn, or notes only), or a 400 with them when the brokerage blocks (nothing saved).
 * The setting is read only when a flag is found, so a clean save costs no upstream call.
 */
export async function screenFairHousing(session: Session, texts: Record<string, string | null | undefined>): Promise<FieldFinding[]> {
  const findings = fieldFindings(texts);
  if (!findings.some((f) => f.level === 'flag')) return findings;
  if (blocks(await getFairHousingMode(session), findings)) {
    const phrases = [...new Set(findings.filter((f) => f.level === 'flag').map((f) => f.phrase))];
    throw new HttpError(400, FAIR_HOUSING_MSG.blocked(phrases), undefined, { fairHousing: findings } satisfies FairHousingRefusal);
  }
  return findings;
}
