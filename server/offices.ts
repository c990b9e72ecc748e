import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { officeTree, type OfficeOption } from '@/lib/office-tree';
import { callerKey, callerOf } from '@/server/upstream/caller';
import { briefCache } from '@/server/brief-cache';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { agents } from '@/server/upstream/contract';

type Office = z.output<typeof agents.listOffices.response>['offices'][number];

/**
 * The dashboard never changes offices (the upstream's GET offices is its only office call), and
 * several pages read them: they are kept as briefly as the app data, per stack, api key and mode.
 */
const offices = briefCache<Office[]>('offices');

/** The app's offices, flat (parent_id 0 is the root). */
export function listOffices(session: Session): Promise<Office[]> {
  return offices.get(callerKey(session), async () => (await call(agents.listOffices, {}, callerOf(session))).offices);
}

/** The app's offices as an indented tree (empty when offices are off), read once per render. */
export const getOfficeTree = cache(async (session: Session, officesEnabled: boolean): Promise<OfficeOption[]> => {
  if (!officesEnabled) return [];
  return officeTree(await listOffices(session));
});
