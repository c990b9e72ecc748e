import { PreferencesInput } from '@/lib/preferences/schema';
import type { RouteCase } from '../route-case';

const prefs = {
  emailUserNew: true,
  pushUserNew: true,
  emailUserFav: false,
  pushUserFav: true,
  emailUserNote: true,
  pushUserNote: false,
  emailUserSavedSearch: true,
  pushUserSavedSearch: true,
  pushUserLogin: false,
};
const flags = (o: Record<string, boolean>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v ? 1 : 0]));

// Preferences: an agent's own alert toggles; never in read-only mode.
export const routes: RouteCase[] = [
  {
    file: 'app/api/preferences/route.ts',
    method: 'POST',
    path: '/api/preferences',
    access: 'preferences.save',
    body: 'json',
    schema: PreferencesInput,
    sample: { prefs, global: { fav_email: true, fav_push: false } },
    as: 'agent',
    refuse: ['admin', 'manager', 'agentAdminInManagerView', 'readOnly', 'premierAdmin', 'signedOut'],
    upstream: (u) => {
      u.post('/user/prefs')
        .reply(200, { prefs: flags(prefs) })
        .persist();
      u.post('/user/globalprefs')
        .reply(200, { prefs: { fav_email: 1, fav_push: 0 } })
        .persist();
    },
  },
];
