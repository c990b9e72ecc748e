import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlerOf, invoke, setTestEnvironment } from './support/harness';
import { cookieOf } from './support/sessions';
import { upstreamAs } from './support/upstream';

beforeAll(() => setTestEnvironment());
afterEach(() => nock.cleanAll());

const ALL_ON = {
  emailUserNew: true,
  pushUserNew: true,
  emailUserFav: true,
  pushUserFav: true,
  emailUserNote: true,
  pushUserNote: true,
  emailUserSavedSearch: true,
  pushUserSavedSearch: true,
  pushUserLogin: true,
};

async function post(json: unknown) {
  return invoke(await handlerOf('app/api/preferences/route.ts', 'POST'), {
    method: 'POST',
    path: '/api/preferences',
    cookie: await cookieOf('agent'),
    json,
  });
}

describe('POST /api/preferences', () => {
  it('sends both sets to the upstream as 0/1 flags, side by side, and answers them as saved', async () => {
    const sent: Record<string, unknown> = {};
    upstreamAs('agent')
      .post('/user/prefs', (b) => ((sent.prefs = b), true))
      .reply(200, { prefs: { ...Object.fromEntries(Object.keys(ALL_ON).map((k) => [k, 1])), pushUserLogin: 0 } });
    upstreamAs('agent')
      .post('/user/globalprefs', (b) => ((sent.global = b), true))
      .reply(200, { prefs: { fav_email: 0, fav_push: 1 } });
    const res = await post({ prefs: { ...ALL_ON, pushUserLogin: false }, global: { fav_email: false, fav_push: true } });
    expect(res.status).toBe(200);
    expect(sent.prefs).toMatchObject({ emailUserNew: 1, pushUserLogin: 0 });
    expect(sent.global).toEqual({ fav_email: 0, fav_push: 1 });
    const body = res.body as { prefs: Record<string, boolean>; global: Record<string, boolean>; message: string };
    expect(body).toMatchObject({ message: 'Preferences saved', global: { fav_email: false, fav_push: true } });
    expect(body.prefs.pushUserLogin).toBe(false);
  });

  it('a failing upstream is "Error saving preferences"', async () => {
    upstreamAs('agent').post('/user/prefs').reply(500, { message: 'down' });
    upstreamAs('agent')
      .post('/user/globalprefs')
      .reply(200, { prefs: { fav_email: 1, fav_push: 1 } });
    const res = await post({ prefs: ALL_ON, global: { fav_email: true, fav_push: true } });
    expect(res.status).toBe(502);
    expect(res.message).toBe('Error saving preferences');
  });

  it('a toggle left out, or an unknown one, is refused before the upstream', async () => {
    const { pushUserLogin: _drop, ...missing } = ALL_ON;
    void _drop;
    expect((await post({ prefs: missing, global: { fav_email: true, fav_push: true } })).status).toBe(400);
    expect((await post({ prefs: { ...ALL_ON, extra: true }, global: { fav_email: true, fav_push: true } })).status).toBe(400);
    expect((await post({ prefs: { ...ALL_ON, pushUserLogin: 1 }, global: { fav_email: true, fav_push: true } })).status).toBe(400);
  });
});
