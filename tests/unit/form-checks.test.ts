import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AGENT_PASSWORD_RULES, AGENT_PROFILE_RULES, checkAgentPassword, checkAgentProfile } from '@/lib/agent-profile/check';
import { AgentPasswordInput, AgentProfileInput } from '@/lib/agent-profile/schema';
import { AgentImportRow, newAgentSchema } from '@/lib/agents/schema';
import { AGENT_IMPORT_ROW_RULES, checkNewAgent } from '@/lib/agents/check';
import { MortgageProInput } from '@/lib/mortgage-pro/schema';
import { checkMortgagePro } from '@/lib/mortgage-pro/check';
import { checkFields, CONTRACT_EMAIL_PATTERN } from '@/lib/forms/rules';
import { serverView } from './support/server-view';

/**
 * The browser checks forms with the zod-free rules (lib/<area>/check.ts); the route handlers
 * parse with zod schemas built from the same rules. Both must accept and refuse the same values,
 * keep the same data, and show the same first message per field.
 */

const RUNS = { numRuns: 1500 };

/** Texts at the edges of a field of at most `max` characters: empty, blank, padded, one over. */
function textNear(max: number) {
  return fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.string({ maxLength: 8, unit: 'binary' }),
    fc.stringMatching(/^[ \t\n\u00a0]{0,3}$/),
    fc
      .tuple(fc.stringMatching(/^ {0,2}$/), fc.integer({ min: Math.max(0, max - 2), max: max + 2 }), fc.stringMatching(/^ {0,2}$/))
      .map(([before, n, after]) => `${before}${'x'.repeat(n)}${after}`),
  );
}

// Emails near the edges of zod's pattern: dots, hyphens, odd characters, unicode, spaces around, long.
const tricky = [
  '!a@a.aa',
  'a@b.c',
  'ü@example.com',
  'a..b@example.com',
  '.a@example.com',
  'a.@example.com',
  'a@-example.com',
  'a b@example.com',
  'a@b',
  "o'neil@x.io",
  'a+b@x.io',
  'a@b.c0',
  'a@b_c.io',
];
const emailish = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
  fc.constantFrom(...tricky),
  fc.string({ maxLength: 30 }),
  fc
    .tuple(
      fc.stringMatching(/^[ \t]{0,2}$/),
      fc.stringMatching(/^[a-zA-Z0-9._'+\-@ ]{0,12}$/),
      fc.constantFrom('@', '', '@@', ' @'),
      fc.stringMatching(/^[a-z0-9.\-_]{0,12}$/),
      fc.constantFrom('.com', '.', '', 'com', '. com', '.c', '.co1'),
      fc.stringMatching(/^[ \t]{0,2}$/),
    )
    .map((parts) => parts.join('')),
  fc.integer({ min: 240, max: 270 }).map((n) => `${'a'.repeat(n - 10)}@host.test`),
);

// Ids from a select, and the values a hand-made request could carry.
const idish = fc.oneof(
  fc.constantFrom(undefined, null, 0, -0, -1, 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, 2 ** 53 - 1),
  fc.integer({ min: -5, max: 1_000_000 }),
);

describe('the email pattern', () => {
  it("is zod's own, which the upstream contract's z.email() applies", () => {
    expect(CONTRACT_EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(CONTRACT_EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
});

describe('the new-agent form check agrees with the server schema', () => {
  const values = fc.record({
    name: textNear(200),
    email: emailish,
    password: textNear(200),
    phone: fc.option(textNear(50), { nil: undefined }),
    office: idish,
  });

  for (const officeRequired of [false, true]) {
    it(`accepts, refuses and keeps as newAgentSchema does (office required: ${officeRequired})`, () => {
      const schema = newAgentSchema({ officeRequired });
      fc.assert(
        fc.property(values, (input) => {
          expect(checkNewAgent(input, { officeRequired })).toEqual(serverView(schema, input));
        }),
        RUNS,
      );
    });
  }

  it('an import row is read as AgentImportRow reads it', () => {
    fc.assert(
      fc.property(fc.record({ name: textNear(200), email: emailish }), (input) => {
        expect(checkFields(AGENT_IMPORT_ROW_RULES, input)).toEqual(serverView(AgentImportRow, input));
      }),
      RUNS,
    );
  });
});

describe('the agent edit checks agree with the server schemas', () => {
  const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
  const values = fc.record({
    displayName: textNear(200),
    email: fc.oneof(
      emailish,
      fc.integer({ min: 250, max: 258 }).map((n) => `${'b'.repeat(n - 6)}@x.io`),
    ),
    officeId: idish,
    crmEmail: optional(textNear(200)),
    phone: optional(textNear(50)),
    web: optional(textNear(500)),
    bio: optional(textNear(AGENT_PROFILE_RULES.bio.max.length)),
    licenseDisplay: optional(textNear(100)),
    licenseNumber: optional(textNear(100)),
    licensePrefix: optional(textNear(100)),
    active: optional(fc.boolean()),
    brokerageName: optional(textNear(200)),
  });

  it('the profile form: as AgentProfileInput', () => {
    fc.assert(
      fc.property(values, (input) => {
        expect(checkAgentProfile(input)).toEqual(serverView(AgentProfileInput, input));
      }),
      RUNS,
    );
  });

  it('the password: as AgentPasswordInput', () => {
    fc.assert(
      fc.property(textNear(AGENT_PASSWORD_RULES.password.max.length), fc.string({ maxLength: 8 }), (long, short) => {
        for (const password of [long, short])
          expect(checkAgentPassword({ password })).toEqual(serverView(AgentPasswordInput, { password }));
      }),
      RUNS,
    );
  });
});

describe('the Mortgage Pro form check agrees with the server schema', () => {
  it('as MortgageProInput', () => {
    const values = fc.record({
      displayName: textNear(200),
      email: emailish,
      phone: textNear(50),
      web: textNear(500),
      company: textNear(200),
      licenseNumber: textNear(100),
    });
    fc.assert(
      fc.property(values, (input) => {
        expect(checkMortgagePro(input)).toEqual(serverView(MortgageProInput, input));
      }),
      RUNS,
    );
  });
});

describe('the plain cases read as the spec says', () => {
  it('new agent', () => {
    expect(
      checkNewAgent(
        { name: ' Ann Lee ', email: ' ann@example.com ', password: 'secret1', phone: '  ', office: null },
        { officeRequired: false },
      ),
    ).toEqual({
      ok: true,
      data: { name: 'Ann Lee', email: 'ann@example.com', password: 'secret1' },
    });
    expect(checkNewAgent({ name: '', email: '', password: '12345', phone: '', office: undefined }, { officeRequired: true })).toEqual({
      ok: false,
      errors: { name: 'Required', email: 'Invalid email address', password: 'Password must be at least 6 characters', office: 'Required' },
    });
  });

  it('agent profile and Mortgage Pro: Required first, then the address', () => {
    const profile = { displayName: 'Avery', email: '', officeId: null, bio: 'x'.repeat(2001) };
    expect(checkAgentProfile(profile)).toEqual({ ok: false, errors: { email: 'Required', bio: 'At most 2000 characters' } });
    const mpro = { displayName: 'Pat', email: 'pat@', phone: '', web: '', company: '', licenseNumber: ' ' };
    expect(checkMortgagePro(mpro)).toEqual({ ok: false, errors: { email: 'Invalid email address', licenseNumber: 'Required' } });
  });

  it('fills the defaults the service expects', () => {
    expect(checkAgentProfile({ displayName: 'Avery', email: 'avery@acme.test', officeId: null })).toEqual({
      ok: true,
      data: {
        displayName: 'Avery',
        email: 'avery@acme.test',
        officeId: null,
        phone: '',
        web: '',
        bio: '',
        licenseDisplay: '',
        licenseNumber: '',
        licensePrefix: '',
        brokerageName: '',
      },
    });
  });
});
