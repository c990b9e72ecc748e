import { TagInput } from '@/lib/tags/schema';
import type { RouteCase } from '../route-case';
import type { Role } from '../sessions';

// Tags: admins and agents; managers never; read-only reads only.
const TAGS_READ: Role[] = ['manager', 'signedOut'];
const TAGS_CHANGE: Role[] = ['manager', 'readOnly', 'signedOut'];
const TAG = '12';
const tagParams = { tagId: TAG };

/** An agent's own tag as the upstream answers it. */
export const upstreamTag = {
  id: 12,
  tag: 'Hot lead',
  tag_long: 'Hot lead',
  tag_desc: null,
  tag_color: 'red',
  color: 'red',
  text_color: null,
  super_tag: false,
  system_tag: false,
  global: false,
  use_count: 3,
  use_count_all: 9,
  user_id: 3,
  user_name: 'Avery Agent',
};

export const routes: RouteCase[] = [
  {
    file: 'app/api/tags/route.ts',
    method: 'GET',
    path: '/api/tags',
    access: 'tags.read',
    body: 'none',
    refuse: TAGS_READ,
    upstream: (u) =>
      void u
        .get('/tags')
        .reply(200, { tags: [upstreamTag] })
        .persist(),
  },
  {
    file: 'app/api/tags/route.ts',
    method: 'POST',
    path: '/api/tags',
    access: 'tags.create',
    body: 'json',
    schema: TagInput,
    sample: { name: 'Hot lead', color: 'red' },
    refuse: TAGS_CHANGE,
    ok: 201,
    upstream: (u) => void u.post('/tags').reply(200, { tag: upstreamTag }).persist(),
  },
  {
    file: 'app/api/tags/[tagId]/route.ts',
    method: 'POST',
    path: `/api/tags/${TAG}`,
    params: tagParams,
    access: 'tags.edit',
    body: 'json',
    schema: TagInput,
    sample: { name: 'Hot leads', color: 'green' },
    refuse: TAGS_CHANGE,
    upstream: (u) => {
      u.get(`/tags/${TAG}`).reply(200, { tag: upstreamTag }).persist();
      u.post('/tags').reply(200, { tag: upstreamTag }).persist();
    },
  },
  {
    file: 'app/api/tags/[tagId]/route.ts',
    method: 'DELETE',
    path: `/api/tags/${TAG}`,
    params: tagParams,
    access: 'tags.delete',
    body: 'none',
    refuse: TAGS_CHANGE,
    upstream: (u) => {
      u.get(`/tags/${TAG}`).reply(200, { tag: upstreamTag }).persist();
      u.post('/delete_tag').reply(200, { ok: true, removed: 3 }).persist();
    },
  },
];
