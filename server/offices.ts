import 'server-only';
import { cache } from 'react';
import { officeTree, type OfficeOption } from '@/lib/office-tree';
import { callerOf } from '@/server/app-data';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { agents } from '@/server/upstream/contract';

/** The app's offices as an indented tree (empty when offices are off), read once per render. */
export const getOfficeTree = cache(async (session: Session, officesEnabled: boolean): Promise<OfficeOption[]> => {
  if (!officesEnabled) return [];
  const { offices } = await call(agents.listOffices, {}, callerOf(session));
  return officeTree(offices);
});
