import { z } from 'zod';
import { endpoint, Ok } from './endpoint';

const Flag = z.number().int().min(0).max(1);

export const cancelSubscription = endpoint({
  name: 'cancelSubscription',
  method: 'DELETE',
  path: '/cancel_subscription',
  summary: "Cancel the signed-in self-provisioned agent's subscription (deactivated at the end of the period).",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: Ok,
});

export const Prefs = z.object({
  emailUserNew: Flag,
  pushUserNew: Flag,
  emailUserFav: Flag,
  pushUserFav: Flag,
  emailUserNote: Flag,
  pushUserNote: Flag,
  emailUserSavedSearch: Flag,
  pushUserSavedSearch: Flag,
  pushUserLogin: Flag,
});
export const GlobalPrefs = z.object({ fav_email: Flag, fav_push: Flag });

export const getPrefs = endpoint({
  name: 'getPrefs',
  method: 'GET',
  path: '/user/prefs',
  summary: "The signed-in agent's alert preferences.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ prefs: Prefs }),
});
export const savePrefs = endpoint({
  name: 'savePrefs',
  method: 'POST',
  path: '/user/prefs',
  summary: "Save the signed-in agent's alert preferences.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: Prefs,
  response: z.object({ prefs: Prefs }),
});
export const getGlobalPrefs = endpoint({
  name: 'getGlobalPrefs',
  method: 'GET',
  path: '/user/globalprefs',
  summary: "The signed-in agent's global preferences.",
  auth: 'key',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.object({ prefs: GlobalPrefs }),
});
export const saveGlobalPrefs = endpoint({
  name: 'saveGlobalPrefs',
  method: 'POST',
  path: '/user/globalprefs',
  summary: "Save the signed-in agent's global preferences.",
  auth: 'key',
  scope: 'any',
  body: 'json',
  request: GlobalPrefs,
  response: z.object({ prefs: GlobalPrefs }),
});
