import 'server-only';
import { OPEN_HOUSE_MSG } from '@/lib/openhouse/rules';
import { callerOf } from '@/server/upstream/caller';
import { failedAs } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { agents, openhouse } from '@/server/upstream/contract';

/** The signed-in agent's kiosk message, from their profile ('' when none). */
export async function getKioskMessage(session: Session): Promise<string> {
  const profile = await call(agents.getProfile, { id: session.user.id }, callerOf(session));
  return profile.kiosk_message ?? '';
}

/** Save the signed-in agent's kiosk message; any failure but an expired session is the spec's 'Error saving Open House message'. */
export async function saveKioskMessage(session: Session, message: string): Promise<string> {
  try {
    const answer = await call(openhouse.saveKioskMessage, { agent_id: session.user.id, kiosk_message: message }, callerOf(session));
    return answer.kiosk_message;
  } catch (err) {
    failedAs(err, OPEN_HOUSE_MSG.failed);
  }
}
