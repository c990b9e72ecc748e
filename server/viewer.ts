import 'server-only';
import { cache } from 'react';
import { effectiveRole, type Viewer } from '@/lib/access';
import { config } from '@/server/config';
import { getAppData } from '@/server/app-data';
import { getSession, type Session } from '@/server/session';
import type { AppData } from '@/server/upstream/contract';

export function viewerOf(session: Session, app: AppData): Viewer {
  const u = session.user;
  return {
    role: effectiveRole(u.type, u.subType, session.managerMode),
    realType: u.type,
    subType: u.subType,
    managerMode: session.managerMode,
    readOnly: session.readOnly,
    embedded: session.embedded,
    stackId: session.stackId,
    template: app.template,
    toggles: app.toggles,
    mproAgent: app.mpro_agent === true,
    payments: u.payments && app.payments,
    showingsStack: config().showingsStacks.includes(session.stackId),
    selfProvisioned: u.selfProvisioned,
    subscriptionStatus: u.subscriptionStatus,
  };
}

export type SignedIn = { session: Session; app: AppData; viewer: Viewer };

/** The signed-in context of this render: session, app data and viewer; null when signed out. */
export const getSignedIn = cache(async (): Promise<SignedIn | null> => {
  const session = await getSession();
  if (!session) return null;
  const app = await getAppData(session);
  return { session, app, viewer: viewerOf(session, app) };
});
