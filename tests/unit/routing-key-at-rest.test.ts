import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openKey, sealedUnderOlderKey, sealKey } from '@/server/routing/key-at-rest';
import { signatureOk } from '@/server/routing/webhook';
import { stepPhrase, timelineText } from '@/lib/routing/timeline';
import { timeLeftText } from '@/lib/routing/leads-view';

const API_KEY = 'dk_acme_0123456789abcdef';

describe('the api key at rest', () => {
  const older = randomBytes(32);
  const newer = randomBytes(32);

  it('seals under the newest key, opens under any listed key, never shows the key', () => {
    const sealed = sealKey('acme', API_KEY, [older]);
    expect(sealed).not.toContain(API_KEY);
    expect(sealed).not.toContain(Buffer.from(API_KEY).toString('base64'));
    expect(openKey('acme', sealed, [newer, older])).toBe(API_KEY);
    expect(sealedUnderOlderKey(sealed, [newer, older])).toBe(true);
    expect(sealedUnderOlderKey(sealKey('acme', API_KEY, [newer, older]), [newer, older])).toBe(false);
  });

  it('seals each time anew: the same key gives different texts', () => {
    expect(sealKey('acme', API_KEY, [newer])).not.toBe(sealKey('acme', API_KEY, [newer]));
  });

  it('opens nothing under a key no longer listed, for another brokerage, or after tampering', () => {
    const sealed = sealKey('acme', API_KEY, [older]);
    expect(openKey('acme', sealed, [newer])).toBeNull();
    expect(openKey('bay', sealed, [older])).toBeNull();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] as string, 'base64url');
    flipped[0] = (flipped[0] as number) ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(openKey('acme', parts.join('.'), [older])).toBeNull();
    expect(openKey('acme', 'not.a.sealed.key', [older])).toBeNull();
    expect(openKey('acme', API_KEY, [older])).toBeNull();
  });
});

describe("the webhook's signature", () => {
  const url = 'https://dash.example/api/webhooks/users/acme/s3cret';
  const body = '{"id":"d1"}';
  const now = 1_800_000_000_000;
  const sign = (t: number, b = body, key = url) => `t=${t},v1=${createHmac('sha256', key).update(`${t}.${b}`).digest('hex')}`;

  it('accepts a recent delivery signed with the URL as set', () => {
    expect(signatureOk(sign(now / 1000), body, url, now)).toBe('ok');
  });

  it('refuses another body, another key, a malformed header, and an old delivery', () => {
    expect(signatureOk(sign(now / 1000), '{"id":"d2"}', url, now)).toBe('bad');
    expect(signatureOk(sign(now / 1000, body, `${url}x`), body, url, now)).toBe('bad');
    expect(signatureOk('t=abc,v1=zz', body, url, now)).toBe('bad');
    expect(signatureOk('', body, url, now)).toBe('bad');
    expect(signatureOk(sign(now / 1000 - 301), body, url, now)).toBe('stale');
  });
});

describe('the routing timeline and the time left', () => {
  const time = (at: number) => new Date(at).toISOString().slice(11, 16);
  it('reads as one sentence', () => {
    const at = (h: number, m: number) => Date.UTC(2026, 11, 2, h, m);
    const text = timelineText(
      [
        { at: at(10, 2), kind: 'routed', agentName: 'Dana', detail: 'San Francisco buyers' },
        { at: at(10, 7), kind: 'expired', agentName: 'Dana', detail: '5' },
        { at: at(10, 7), kind: 'rerouted', agentName: 'Eli', detail: null },
        { at: at(10, 8), kind: 'touched', agentName: 'Eli', detail: 'call' },
      ],
      time,
    );
    expect(text).toBe('Routed by "San Francisco buyers" to Dana at 10:02 · not contacted in 5 min · to Eli at 10:07 · Eli called at 10:08');
    expect(stepPhrase({ at: at(10, 20), kind: 'fallback', agentName: null, detail: null }, time)).toBe(
      'nobody claimed it: left unassigned at 10:20',
    );
  });

  it('counts down in minutes and seconds', () => {
    expect(timeLeftText(300_000, 0)).toBe('5:00 left');
    expect(timeLeftText(9_500, 0)).toBe('0:10 left');
    expect(timeLeftText(0, 10)).toBe('Moving on…');
    expect(timeLeftText(2 * 3_600_000 + 60_000, 0)).toBe('2 h 1 min left');
  });
});
