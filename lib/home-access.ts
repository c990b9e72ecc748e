import type { Viewer } from '@/lib/access';

/**
 * Who sees what on the home. Kept here until lib/access.ts takes them (it owns every rule):
 * the stats widgets are hidden from an admin in super-admin restricted mode; the plan bar is admin only.
 */
export const homeCan = {
  stats: (v: Pick<Viewer, 'role' | 'toggles'>) => !(v.role === 'admin' && v.toggles.superAdminRestrictedMode === true),
  planBar: (v: Pick<Viewer, 'role'>) => v.role === 'admin',
};
