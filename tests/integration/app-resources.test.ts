import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResourcesSaved } from '@/lib/app-resources/answers';
import { RESOURCES_MSG } from '@/lib/app-resources/rules';
import { handlerOf, invoke, recordUnmatched, setTestEnvironment, type Call } from './support/harness';
import { upstreamSections } from './support/routes/app-resources';
import { cookieOf, type Role } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

async function save(json: unknown, role: Role = 'admin') {
  const handler = await handlerOf('app/api/app-resources/route.ts', 'POST');
  return invoke(handler, { method: 'POST', path: '/api/app-resources', cookie: await cookieOf(role), json } as Call);
}

async function unheard<T>(fn: () => Promise<T>): Promise<{ answer: T; heard: string[] }> {
  const rec = recordUnmatched();
  try {
    return { answer: await fn(), heard: rec.seen };
  } finally {
    rec.stop();
  }
}

const link = (url: string) => ({ id: null, title: 'A link', text: '', url });
const tree = (sections: unknown[]) => ({ scope: 'global', office: null, sections });

describe('saving app resources', () => {
  it('sends the whole tree of the scope and office in the contract shape, and answers the tree with its new ids', async () => {
    const sent = upstreamAs('admin')
      .post('/custom-sections', {
        scope: 'agent',
        office_id: 5,
        list: [
          {
            id: 11,
            title: 'Buying a home',
            contents: [],
            sections: [
              {
                id: null,
                title: 'Financing',
                contents: [{ id: null, title: 'Calculator', text: 'Monthly payment', url: 'https://example.com/calc' }],
              },
            ],
          },
        ],
      })
      .reply(200, upstreamSections);
    const answer = await save({
      scope: 'agent',
      office: 5,
      sections: [
        {
          id: 11,
          title: '  Buying a home ',
          entries: [],
          sections: [
            {
              id: null,
              title: 'Financing',
              entries: [{ id: null, title: 'Calculator', text: ' Monthly payment ', url: ' https://example.com/calc ' }],
            },
          ],
        },
      ],
    });
    expect(answer.status).toBe(200);
    const body = answer.body as ResourcesSaved;
    expect(body.message).toBe(RESOURCES_MSG.saved);
    expect(body.sections).toEqual([
      {
        key: 's11',
        id: 11,
        title: 'Buying a home',
        entries: [],
        children: [
          {
            key: 's12',
            id: 12,
            title: 'Financing',
            children: [],
            entries: [{ key: 'e21', id: 21, title: 'Calculator', text: '', url: 'https://example.com/calc' }],
          },
        ],
      },
    ]);
    expect(sent.isDone()).toBe(true);
  });

  it('refuses, sending nothing: a javascript: link, a tree three deep, links beside sub-sections, 10,000 sections', async () => {
    const cases = [
      tree([{ id: null, title: 'S', entries: [link('javascript:alert(1)')], sections: [] }]),
      tree([{ id: null, title: 'S', entries: [link('data:text/html,<script>alert(1)</script>')], sections: [] }]),
      tree([
        {
          id: null,
          title: 'A',
          entries: [],
          sections: [{ id: null, title: 'B', entries: [], sections: [{ id: null, title: 'C', entries: [] }] }],
        },
      ]),
      tree([{ id: null, title: 'A', entries: [link('https://example.com')], sections: [{ id: null, title: 'B', entries: [] }] }]),
      tree(Array.from({ length: 10_000 }, (_, i) => ({ id: null, title: `S${i}`, entries: [], sections: [] }))),
      tree([{ id: null, title: '   ', entries: [], sections: [] }]),
    ];
    for (const json of cases) {
      const { answer, heard } = await unheard(() => save(json));
      expect(answer.status, JSON.stringify(json).slice(0, 120)).toBe(400);
      expect(heard).toEqual([]);
    }
    const { answer } = await unheard(() => save(cases[0]));
    expect(answer.body).toMatchObject({ error: { message: expect.stringContaining(RESOURCES_MSG.badUrl) } });
  });

  it("keeps the upstream's own refusal, and turns a failure into 'Error saving App Resources'", async () => {
    upstreamAs('admin').post('/custom-sections').reply(422, { message: 'Link "X" must be an http or https address.' });
    const refused = await save(tree([{ id: null, title: 'S', entries: [], sections: [] }]));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { message: 'Link "X" must be an http or https address.' } });
    upstreamAs('admin').post('/custom-sections').reply(500, { message: 'boom' });
    const failed = await save(tree([{ id: null, title: 'S', entries: [], sections: [] }]));
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ error: { message: RESOURCES_MSG.failed } });
  });
});
