import { describe, expect, it } from 'vitest';
import { debugStateError, decodeContext, signContext, validSignature } from '@/server/fub';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const ctx = {
  account: { id: 1, domain: 'acme' },
  person: { id: 9, emails: [{ value: 'buyer@acme.test' }] },
  user: { id: 3, name: 'A', email: 'agent@acme.test' },
};

describe('CRM embed signature and context', () => {
  it('accepts the HMAC-SHA256 hex of the context exactly as received', () => {
    const c = b64url(ctx);
    expect(validSignature(c, signContext(c, 'demo-embed-secret'), 'demo-embed-secret')).toBe(true);
  });
  it('refuses a forged, missing or malformed signature, and a modified context', () => {
    const c = b64url(ctx);
    const sig = signContext(c, 'demo-embed-secret');
    expect(validSignature(c, signContext(c, 'other-secret'), 'demo-embed-secret')).toBe(false);
    expect(validSignature(c, '', 'demo-embed-secret')).toBe(false);
    expect(validSignature(c, 'zz', 'demo-embed-secret')).toBe(false);
    expect(validSignature(b64url({ ...ctx, debugState: 'x' }), sig, 'demo-embed-secret')).toBe(false);
  });
  it('reads person emails as strings or objects; unreadable contexts are null', () => {
    expect(decodeContext(b64url(ctx))?.person?.emails).toEqual(['buyer@acme.test']);
    expect(decodeContext(b64url({ ...ctx, person: { id: 1, emails: ['x@y.z'] } }))?.person?.emails).toEqual(['x@y.z']);
    expect(decodeContext('!!!not-base64!!!')).toBeNull();
    expect(decodeContext(Buffer.from('not json').toString('base64url'))).toBeNull();
    expect(decodeContext(b64url({ nothing: true }))).toBeNull();
  });
  it('maps debug states to the error page codes', () => {
    expect(debugStateError('account_not_found')).toBe('account');
    expect(debugStateError('person_not_found')).toBe('person');
    expect(debugStateError('user_not_found')).toBe('user');
    expect(debugStateError('unauthorized')).toBe('auth');
    expect(debugStateError(undefined)).toBeNull();
    expect(debugStateError('fine')).toBeNull();
  });
});
