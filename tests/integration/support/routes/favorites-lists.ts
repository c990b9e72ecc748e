import { RecipientsInput } from '@/lib/favorites-lists/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

// Favorites lists: admins and agents; managers never; read-only reads only.
const FAV_READ: Role[] = ['manager', 'signedOut'];
const FAV_CHANGE: Role[] = ['manager', 'readOnly', 'signedOut'];
// Restricted mode hides end users' names from admins: no user search, no choosing or removing recipients by name.
const NAMES_READ: Role[] = [...FAV_READ, 'restrictedAdmin'];
const NAMES_CHANGE: Role[] = [...FAV_CHANGE, 'restrictedAdmin'];
const SHARE = '7';

export const upstreamRecipient = { user_id: 41, display_name: 'Blake Buyer', email: 'buyer@acme.test', photo: null };
const sample = { users: [{ id: 55, email: 'new.person@acme.test' }] };

export const routes: RouteCase[] = [
  {
    file: 'app/api/favorites-lists/users/route.ts',
    method: 'GET',
    path: '/api/favorites-lists/users?q=bl',
    access: 'favorites.searchUsers',
    body: 'query',
    refuse: NAMES_READ,
    upstream: (u) =>
      void u
        .get('/search-users')
        .query(true)
        .reply(200, { users: [upstreamRecipient] })
        .persist(),
  },
  {
    file: 'app/api/favorites-lists/[listId]/share/route.ts',
    method: 'POST',
    path: '/api/favorites-lists/3/share',
    params: { listId: '3' },
    access: 'favorites.share',
    body: 'json',
    schema: RecipientsInput,
    sample,
    refuse: NAMES_CHANGE,
    upstream: (u) => void u.post('/favorites/share').reply(200, { ok: true, share_id: 9 }).persist(),
  },
  {
    file: 'app/api/favorites-lists/shares/[shareId]/recipients/route.ts',
    method: 'POST',
    path: `/api/favorites-lists/shares/${SHARE}/recipients`,
    params: { shareId: SHARE },
    access: 'favorites.share',
    body: 'json',
    schema: RecipientsInput,
    sample,
    refuse: NAMES_CHANGE,
    upstream: (u) => {
      u.get(`/favorites/share/${SHARE}/recipients`)
        .reply(200, { recipients: [upstreamRecipient] })
        .persist();
      u.post(`/favorites/share/${SHARE}/recipients`).reply(200, { ok: true, added: 1 }).persist();
    },
  },
  {
    file: 'app/api/favorites-lists/shares/[shareId]/recipients/[userId]/route.ts',
    method: 'DELETE',
    path: `/api/favorites-lists/shares/${SHARE}/recipients/41`,
    params: { shareId: SHARE, userId: '41' },
    access: 'favorites.removeRecipient',
    body: 'none',
    refuse: NAMES_CHANGE,
    upstream: (u) => void u.post(`/favorites/share/${SHARE}/remove`).reply(200, { ok: true }).persist(),
  },
  {
    file: 'app/api/favorites-lists/shares/[shareId]/route.ts',
    method: 'DELETE',
    path: `/api/favorites-lists/shares/${SHARE}`,
    params: { shareId: SHARE },
    access: 'favorites.revoke',
    body: 'none',
    refuse: FAV_CHANGE,
    upstream: (u) => void u.post(`/favorites/share/${SHARE}/revoke`).reply(200, { ok: true }).persist(),
  },
];
