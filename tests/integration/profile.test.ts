import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfileSaved } from '@/lib/profile/answers';
import { PROFILE_MSG } from '@/lib/profile/check';
import { handlerOf, invoke, setTestEnvironment, type Call } from './support/harness';
import { upstreamOwnProfile } from './support/routes/profile';
import { cookieOf } from './support/sessions';
import { upstreamAs } from './support/upstream';

vi.mock('next/headers', () => import('./support/next-headers'));

beforeAll(() => setTestEnvironment());
afterEach(() => {
  nock.cleanAll();
});

async function save(json: unknown) {
  const handler = await handlerOf('app/api/profile/route.ts', 'POST');
  return invoke(handler, { method: 'POST', path: '/api/profile', cookie: await cookieOf('agent'), json } as Call);
}

const form = {
  displayName: ' Avery Agent ',
  email: 'agent@acme.test',
  mlsEmail: '',
  phone: '(415) 555-0101',
  web: '',
  bio: 'Helps buyers.',
  licenseDisplay: 'DRE #01234567',
  licenseNumber: '01234567',
  licensePrefix: 'DRE',
  socialFacebook: '',
  socialInstagram: 'https://instagram.com/avery',
  socialLinkedin: '',
  socialTwitter: '',
  socialYoutube: ' https://youtube.com/@avery ',
  socialTiktok: '',
};

describe('the own profile', () => {
  it("saves the agent's own id with every field, empty texts as null, and answers 'Profile has been saved'", async () => {
    let seen: unknown = null;
    const sent = upstreamAs('agent')
      .post('/user/profile/3', (body) => {
        seen = body;
        return true;
      })
      .reply(200, { ...upstreamOwnProfile, social_youtube: 'https://youtube.com/@avery' });
    const answer = await save(form);
    expect(seen).toEqual({
      display_name: 'Avery Agent',
      email: 'agent@acme.test',
      mls_email: null,
      phone: '(415) 555-0101',
      web: null,
      bio: 'Helps buyers.',
      license: { licenseDisplay: 'DRE #01234567', licenseNumber: '01234567', licensePrefix: 'DRE' },
      social_facebook: null,
      social_instagram: 'https://instagram.com/avery',
      social_linkedin: null,
      social_twitter: null,
      social_youtube: 'https://youtube.com/@avery',
      social_tiktok: null,
    });
    expect(answer.status).toBe(200);
    const body = answer.body as ProfileSaved;
    expect(body.message).toBe(PROFILE_MSG.saved);
    expect(body.profile).toMatchObject({
      socialInstagram: 'https://instagram.com/avery',
      socialYoutube: 'https://youtube.com/@avery',
      mlsEmail: 'agent@mls.acme.test',
    });
    expect(sent.isDone()).toBe(true);
  });

  it("refuses a social link over 255 characters and a missing name; a failure is 'Error saving profile', a taken e-mail says so", async () => {
    expect((await save({ ...form, socialTiktok: `https://x.test/${'a'.repeat(250)}` })).status).toBe(400);
    expect((await save({ ...form, displayName: '  ' })).body).toMatchObject({ error: { message: expect.stringContaining('Required') } });
    upstreamAs('agent').post('/user/profile/3').reply(500, { message: 'boom' });
    expect((await save(form)).body).toMatchObject({ error: { message: PROFILE_MSG.failed } });
    upstreamAs('agent').post('/user/profile/3').reply(409, { message: 'An account with this email already exists.' });
    expect((await save(form)).body).toMatchObject({ error: { message: 'An account with this email already exists.' } });
  });
});
