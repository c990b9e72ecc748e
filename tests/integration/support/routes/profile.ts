import { AgentPasswordInput } from '@/lib/agent-profile/schema';
import { ProfileInput } from '@/lib/profile/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';
import { upstreamAgent } from './agents';

/** The signed-in agent (tests/support/roles.ts AGENT_ID) as the upstream answers their profile. */
export const upstreamOwnProfile = {
  ...upstreamAgent,
  id: 3,
  email: 'agent@acme.test',
  mls_email: 'agent@mls.acme.test',
  social_instagram: 'https://instagram.com/avery',
};

// Profile: an agent's own; never in read-only mode; the photo and password cards never on the hiding template.
const NOT_OWN: Role[] = ['admin', 'manager', 'agentAdminInManagerView', 'readOnly', 'premierAdmin', 'signedOut'];

export const routes: RouteCase[] = [
  {
    file: 'app/api/profile/route.ts',
    method: 'POST',
    path: '/api/profile',
    access: 'profile.save',
    body: 'json',
    as: 'agent',
    schema: ProfileInput,
    sample: { displayName: 'Avery Agent', email: 'agent@acme.test', bio: 'Helps buyers.', socialInstagram: 'https://instagram.com/avery' },
    refuse: NOT_OWN,
    upstream: (u) => void u.post('/user/profile/3').reply(200, upstreamOwnProfile).persist(),
  },
  {
    file: 'app/api/profile/photo/route.ts',
    method: 'POST',
    path: '/api/profile/photo',
    access: 'profile.photo',
    body: 'photo',
    as: 'agent',
    refuse: NOT_OWN,
    upstream: (u) => void u.post('/avatar/3').reply(200, { photo: 'http://upstream.test/p.png' }).persist(),
  },
  {
    file: 'app/api/profile/photo/route.ts',
    method: 'DELETE',
    path: '/api/profile/photo',
    access: 'profile.photo',
    body: 'none',
    as: 'agent',
    refuse: NOT_OWN,
    upstream: (u) => void u.post('/avatar/3').reply(200, { photo: null }).persist(),
  },
  {
    file: 'app/api/profile/password/route.ts',
    method: 'POST',
    path: '/api/profile/password',
    access: 'profile.password',
    body: 'json',
    as: 'agent',
    schema: AgentPasswordInput,
    sample: { password: 'a-new-secret' },
    refuse: NOT_OWN,
    upstream: (u) => void u.post('/user/password/3').reply(200, { ok: true }).persist(),
  },
];
