// Pure schema tests; they live here because this area's unit-test file name is taken by images.test.ts.
import { describe, expect, it } from 'vitest';
import { AgentPasswordInput, AgentProfileInput, PinInput } from '@/lib/agent-profile/schema';
import { parseId } from '@/lib/forms/parse-id';
import { FIELD_MSG } from '@/lib/forms/rules';
import { fieldErrors } from '@/lib/forms/rules-zod';

const valid = {
  displayName: 'Avery Agent',
  email: 'avery@acme.test',
  phone: '',
  web: '',
  bio: '',
  licenseDisplay: '',
  licenseNumber: '',
  licensePrefix: '',
  brokerageName: '',
};

function errorsOf(input: unknown) {
  const parsed = AgentProfileInput.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('agent edit form', () => {
  it('accepts a filled form and trims the texts', () => {
    const parsed = AgentProfileInput.parse({ ...valid, displayName: '  Avery  ', email: ' avery@acme.test ', officeId: 5, active: false });
    expect(parsed).toMatchObject({ displayName: 'Avery', email: 'avery@acme.test', officeId: 5, active: false });
  });

  it("display_name: 'Required'", () => {
    expect(errorsOf({ ...valid, displayName: '   ' })).toEqual({ displayName: 'Required' });
  });

  it("email: 'Required' when empty (only that), 'Invalid email address' when malformed", () => {
    expect(errorsOf({ ...valid, email: '' })).toEqual({ email: 'Required' });
    expect(errorsOf({ ...valid, email: 'avery@' })).toEqual({ email: 'Invalid email address' });
    expect(errorsOf({ ...valid, email: 'avery acme.test' })).toEqual({ email: FIELD_MSG.invalidEmail });
  });

  it('bio: at most 2000 characters', () => {
    expect(errorsOf({ ...valid, bio: 'x'.repeat(2000) })).toEqual({});
    expect(errorsOf({ ...valid, bio: 'x'.repeat(2001) })).toEqual({ bio: 'At most 2000 characters' });
  });

  it('leaves the office, CRM email and active out when they are not sent', () => {
    const parsed = AgentProfileInput.parse(valid);
    expect('officeId' in parsed && parsed.officeId !== undefined).toBe(false);
    expect(parsed.crmEmail).toBeUndefined();
    expect(parsed.active).toBeUndefined();
  });

  it('refuses a non-numeric office and a string active flag (the server copy counts)', () => {
    expect(AgentProfileInput.safeParse({ ...valid, officeId: '5' }).success).toBe(false);
    expect(AgentProfileInput.safeParse({ ...valid, active: 'yes' }).success).toBe(false);
  });
});

describe('agent password', () => {
  it("at least 6 characters: 'Passwords must be at least 6 characters'", () => {
    const short = AgentPasswordInput.safeParse({ password: '12345' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Passwords must be at least 6 characters');
    expect(AgentPasswordInput.safeParse({ password: '123456' }).success).toBe(true);
  });
});

describe('pin and ids', () => {
  it('pin takes a boolean', () => {
    expect(PinInput.safeParse({ pinned: true }).success).toBe(true);
    expect(PinInput.safeParse({ pinned: 'pin' }).success).toBe(false);
  });

  it('route ids are positive integers only', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of ['0', '-1', 'abc', '1e3', '4.2', '', null, undefined, '9'.repeat(20)]) expect(parseId(bad), String(bad)).toBeNull();
  });
});
