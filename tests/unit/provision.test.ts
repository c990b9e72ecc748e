import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSignup } from '@/lib/provision/check';
import { paymentLink, paymentReference, provisionError, provisionScreen, PROVISION_MSG, SIGNUP_MIN } from '@/lib/provision/rules';
import { SignupFieldsInput } from '@/lib/provision/schema';
import { serverView } from './support/server-view';

const GUID = '0f5a2f7e-1c2d-4e3f-a456-7b8c9d0e1f2a';

describe('the payment link (self-provision flow)', () => {
  it('is payment_url with the reference agent_{guid} and the return address, keeping its own query', () => {
    const link = new URL(paymentLink('https://pay.example.com/b/abc?prefilled_email=x', GUID, 'https://dash.test/provision/complete')!);
    expect(link.searchParams.get('client_reference_id')).toBe(`agent_${GUID}`);
    expect(link.searchParams.get('prefilled_email')).toBe('x');
    expect(link.searchParams.get('return_url')).toBe('https://dash.test/provision/complete');
    expect(paymentReference(GUID)).toBe(`agent_${GUID}`);
  });

  it('is refused for anything but an http(s) address', () => {
    expect(paymentLink('javascript:alert(1)', GUID)).toBeNull();
    expect(paymentLink('not a url', GUID)).toBeNull();
    expect(paymentLink('data:text/html,x', GUID)).toBeNull();
  });
});

describe('the screens', () => {
  it('form, not enabled, or setup not complete', () => {
    expect(provisionScreen({ enabled: true, paymentUrl: 'https://pay' })).toBe('form');
    expect(provisionScreen({ enabled: false, paymentUrl: 'https://pay' })).toBe('notEnabled');
    expect(provisionScreen({ enabled: true, paymentUrl: null })).toBe('setupNotComplete');
    expect(provisionScreen({ enabled: false, paymentUrl: null })).toBe('notEnabled');
  });

  it("shows the server's message, or 'Unknown error'", () => {
    expect(provisionError('This sign-up link is not valid.')).toBe('This sign-up link is not valid.');
    expect(provisionError('')).toBe('Unknown error');
    expect(provisionError('  ')).toBe('Unknown error');
    expect(provisionError(null)).toBe(PROVISION_MSG.unknownError);
  });
});

describe('the sign-up form (agent signup)', () => {
  const ok = { name: 'Nora', email: 'n@x.io', phone: '555', password: '123456' };
  it("holds the spec's minimums with the spec's messages", () => {
    expect(SIGNUP_MIN).toEqual({ name: 3, email: 3, phone: 3, password: 6 });
    expect(checkSignup(ok).ok).toBe(true);
    expect(checkSignup({ ...ok, name: ' ab ' })).toEqual({ ok: false, errors: { name: 'Please enter a valid name' } });
    expect(checkSignup({ ...ok, email: 'a@' })).toEqual({ ok: false, errors: { email: 'Please enter a valid email' } });
    expect(checkSignup({ ...ok, phone: '12' })).toEqual({ ok: false, errors: { phone: 'Please enter a valid phone number' } });
    expect(checkSignup({ ...ok, password: '12345' })).toEqual({ ok: false, errors: { password: 'Please enter a valid password' } });
    // The password is kept as typed (spaces count).
    expect(checkSignup({ ...ok, password: '  1234  ' })).toMatchObject({ ok: true, data: { password: '  1234  ' } });
  });

  it('the browser check agrees with the route handler schema', () => {
    const text = (max: number) =>
      fc.oneof(
        fc.string({ maxLength: 10 }),
        fc.integer({ min: max - 2, max: max + 2 }).map((n) => 'x'.repeat(n)),
        fc.constantFrom('', '  ', ' abc '),
      );
    const values = fc.record({
      name: text(200),
      email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 12 }), fc.constantFrom('a@b', 'a@b.co', ' A@B.CO ')),
      phone: text(50),
      password: text(200),
    });
    fc.assert(
      fc.property(values, (v) => {
        expect(checkSignup(v)).toEqual(serverView(SignupFieldsInput, v));
      }),
      { numRuns: 800 },
    );
  });
});
