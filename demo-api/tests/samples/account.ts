import { AGENT } from '../helpers';
import type { Sample } from '../sample';

/** Valid input for each Account and preferences endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  cancelSubscription: [
    {
      as: (t) =>
        (
          t.db().prepare("SELECT api_key FROM users WHERE self_provisioned = 1 AND subscription_status = 'active' LIMIT 1").get() as {
            api_key: string;
          }
        ).api_key,
    },
  ],
  getPrefs: [{ as: AGENT, mode: 'agent' }],
  savePrefs: [
    {
      as: AGENT,
      mode: 'agent',
      input: {
        emailUserNew: 0,
        pushUserNew: 1,
        emailUserFav: 1,
        pushUserFav: 0,
        emailUserNote: 1,
        pushUserNote: 1,
        emailUserSavedSearch: 0,
        pushUserSavedSearch: 1,
        pushUserLogin: 1,
      },
    },
  ],
  getGlobalPrefs: [{ as: AGENT, mode: 'agent' }],
  saveGlobalPrefs: [{ as: AGENT, mode: 'agent', input: { fav_email: 0, fav_push: 1 } }],
};
