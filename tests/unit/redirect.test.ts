import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/lib/redirect';

describe('safeNextPath: the remembered path never leaves the site', () => {
  it.each([
    ['/agents', '/agents'],
    ['/agents?offset=10&limit=25&sort=a', '/agents?offset=10&limit=25&sort=a'],
    ['/users/42', '/users/42'],
    ['/agents/%E2%9C%93', '/agents/%E2%9C%93'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/path'],
    ['https://evil.example'],
    ['http:evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%2Fevil.example'],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['javascript:alert(1)'],
    ['/\t/evil.example'],
    ['/%09/evil.example'],
    ['/\n/evil.example'],
    ['evil.example'],
    ['///evil.example'],
    ['/%2F%2Fevil.example'],
    [''],
    [null],
    [undefined],
  ])('sends %s home', (raw) => {
    expect(safeNextPath(raw as string | null | undefined)).toBe('/');
  });

  it.each([['/logout'], ['/login'], ['/login?next=/agents'], ['/sso?e=a&a=b'], ['/LOGIN']])(
    'sends %s home (login, logout and sso are never remembered)',
    (raw) => {
      expect(safeNextPath(raw)).toBe('/');
    },
  );
});
