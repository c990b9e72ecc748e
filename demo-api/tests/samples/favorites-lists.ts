import { ADMIN, AGENT, type TestApi } from '../helpers';
import { firstId, type Sample } from '../sample';

/** An acme end user as a recipient (the n-th by id). */
const endUser = (t: TestApi, n = 0) => {
  const u = t
    .db()
    .prepare("SELECT id, email FROM end_users WHERE stack_id = 'acme' AND active = 1 ORDER BY id LIMIT 1 OFFSET ?")
    .get(n) as { id: number; email: string };
  return { user_id: u.id, email: u.email };
};
/** The acme admin's live share. */
const adminShare = (t: TestApi) =>
  firstId(
    t,
    "SELECT s.id FROM list_shares s JOIN favorite_lists f ON f.id = s.list_id JOIN users u ON u.id = f.owner_id WHERE u.email = 'admin@acme.test' AND s.revoked_at IS NULL ORDER BY s.id LIMIT 1",
  );

/** Valid input for each Favorites lists endpoint (collected by contract.test.ts). */
export const samples: Record<string, Sample[]> = {
  sharedLists: [{ as: ADMIN }, { as: AGENT, mode: 'agent' }],
  agentAllLists: [{ as: AGENT, mode: 'agent' }],
  userLists: [{ as: ADMIN }],
  shareList: [
    {
      as: ADMIN,
      input: (t) => ({
        list_id: firstId(
          t,
          "SELECT f.id FROM favorite_lists f JOIN users u ON u.id = f.owner_id WHERE u.email = 'admin@acme.test' AND NOT EXISTS (SELECT 1 FROM list_shares s WHERE s.list_id = f.id) LIMIT 1",
        ),
        recipients: [endUser(t)],
      }),
    },
  ],
  shareRecipients: [{ as: ADMIN, input: (t) => ({ share_id: adminShare(t) }) }],
  addRecipients: [{ as: ADMIN, input: (t) => ({ share_id: adminShare(t), recipients: [endUser(t, 30)] }) }],
  removeRecipient: [{ as: ADMIN, input: (t) => ({ share_id: adminShare(t), user_id: endUser(t, 30).user_id }) }],
  revokeShare: [{ as: ADMIN, input: (t) => ({ share_id: adminShare(t) }) }],
  searchUsers: [
    { as: ADMIN, input: { q: 'an' } },
    { as: AGENT, mode: 'agent', input: { q: 'BUYER', limit: 5 } },
  ],
};
