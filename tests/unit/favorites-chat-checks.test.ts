import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBotMessage } from '@/lib/chat/check';
import { BotMessageInput, RoomParams } from '@/lib/chat/schema';
import { checkRecipients, checkUserSearch } from '@/lib/favorites-lists/check';
import { RecipientsInput, UserSearchQuery } from '@/lib/favorites-lists/schema';
import { serverView } from './support/server-view';

/** The browser's zod-free checks and the handlers' schemas agree (as in form-checks.test.ts). */
const email = fc.oneof(fc.emailAddress(), fc.constantFrom('not-an-email', '', 'a@b', `${'x'.repeat(250)}@acme.test`));
const user = fc.record({ id: fc.oneof(fc.integer({ min: -2, max: 1_000 }), fc.constant(2 ** 60)), email });

describe('the add-users selection', () => {
  it('accepts and refuses as RecipientsInput does, keeping the same users', () => {
    fc.assert(
      fc.property(fc.array(user, { maxLength: 55 }), (users) => {
        const browser = checkRecipients(users);
        const server = RecipientsInput.safeParse({ users });
        expect(browser.ok).toBe(server.success);
        if (browser.ok && server.success) expect(browser.data).toEqual(server.data);
      }),
      { numRuns: 800 },
    );
  });

  it("the same first message for none and too many: 'Please select at least one user', 'Select at most 50 users'", () => {
    expect(checkRecipients([])).toEqual({ ok: false, message: 'Please select at least one user' });
    expect(serverView(RecipientsInput, { users: [] })).toEqual({ ok: false, errors: { users: 'Please select at least one user' } });
    const many = Array.from({ length: 51 }, (_, i) => ({ id: i + 1, email: `u${i}@acme.test` }));
    expect(checkRecipients(many)).toEqual({ ok: false, message: 'Select at most 50 users' });
    expect(serverView(RecipientsInput, { users: many })).toEqual({ ok: false, errors: { users: 'Select at most 50 users' } });
  });
});

describe('the user search text', () => {
  it('sent from 2 to 100 characters after trimming, as UserSearchQuery reads it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 5 }),
          fc.integer({ min: 98, max: 102 }).map((n) => ` ${'a'.repeat(n)} `),
        ),
        (q) => {
          const browser = checkUserSearch(q);
          const server = UserSearchQuery.safeParse({ q });
          expect(browser.ok).toBe(server.success);
          if (browser.ok && server.success) expect(browser.q).toBe(server.data.q);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the bot message', () => {
  it('agrees with BotMessageInput, message for message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 8 }),
          fc.integer({ min: 998, max: 1002 }).map((n) => ` ${'m'.repeat(n)} `),
        ),
        (message) => {
          expect(checkBotMessage({ message })).toEqual(serverView(BotMessageInput, { message }));
        },
      ),
      { numRuns: 500 },
    );
    expect(checkBotMessage({ message: '  ' })).toEqual({ ok: false, errors: { message: 'Enter the bot message' } });
  });

  it('a room id in the path: letters, digits, dot, dash, underscore; nothing that climbs a path', () => {
    expect(RoomParams.safeParse({ roomId: 'room-acme-0001' }).success).toBe(true);
    for (const roomId of ['', '../x', 'a/b', 'a b', 'x'.repeat(101)]) expect(RoomParams.safeParse({ roomId }).success).toBe(false);
  });
});
