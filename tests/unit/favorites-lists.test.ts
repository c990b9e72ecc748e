import { describe, expect, it } from 'vitest';
import { effectiveRole, redirectFor, type Viewer } from '@/lib/access';
import {
  failureMessage,
  FAV_MSG,
  favoritesAbilities,
  favoritesCards,
  recipientsToAdd,
  searchReady,
  type ListThumbnail,
  type ListUser,
} from '@/lib/favorites-lists/rules';

function viewer(over: Partial<Viewer> = {}): Viewer {
  const v: Viewer = {
    role: 'admin',
    realType: 'admin',
    subType: null,
    managerMode: true,
    readOnly: false,
    embedded: false,
    stackId: 'acme',
    template: 'default',
    toggles: {},
    mproAgent: false,
    payments: false,
    showingsStack: false,
    selfProvisioned: false,
    subscriptionStatus: null,
    ...over,
  };
  return { ...v, role: over.role ?? effectiveRole(v.realType, v.subType, v.managerMode) };
}
const admin = viewer();
const agent = viewer({ realType: 'agent', managerMode: false });
const manager = viewer({ realType: 'manager' });
const agentManagerInManagerView = viewer({ realType: 'agent', subType: 'agentManager', managerMode: true });

const user = (id: number): ListUser => ({ id, name: `User ${id}`, email: `u${id}@acme.test`, photo: null });
const photos = (n: number): ListThumbnail[] => Array.from({ length: n }, (_, i) => ({ listingKey: `L${i}`, photo: `http://x/${i}.png` }));

describe('favoritesCards', () => {
  it('shared lists first, then the other lists; a list shared and owned appears once, as shared', () => {
    const cards = favoritesCards(
      [{ listId: 2, name: 'Condos', shareId: 9, itemCount: 3, recipientCount: 1, recipients: [user(1)], favorites: photos(3) }],
      [
        { listId: 1, name: 'Beach', itemCount: 2, shareId: null, neverShared: true, favorites: photos(2) },
        { listId: 2, name: 'Condos', itemCount: 3, shareId: 9, neverShared: false, favorites: photos(3) },
        { listId: 3, name: 'Old', itemCount: 0, shareId: null, neverShared: false, favorites: [] },
      ],
    );
    expect(cards.map((c) => [c.listId, c.shareId, c.neverShared, c.recipientCount])).toEqual([
      [2, 9, false, 1],
      [1, null, true, 0],
      [3, null, false, 0],
    ]);
  });

  it('up to 10 thumbnails with +N for the rest of the listings; no badge at 10 or fewer', () => {
    const [many] = favoritesCards([], [{ listId: 1, name: 'A', itemCount: 14, shareId: null, neverShared: true, favorites: photos(12) }]);
    expect([many?.thumbnails.length, many?.moreCount]).toEqual([10, 4]);
    const [ten] = favoritesCards([], [{ listId: 1, name: 'A', itemCount: 10, shareId: null, neverShared: true, favorites: photos(10) }]);
    expect([ten?.thumbnails.length, ten?.moreCount]).toEqual([10, 0]);
    // Listings the upstream sent no photo entry for still count in +N.
    const [few] = favoritesCards([], [{ listId: 1, name: 'A', itemCount: 5, shareId: null, neverShared: true, favorites: photos(3) }]);
    expect(few?.moreCount).toBe(2);
  });
});

describe('recipientsToAdd', () => {
  it("none selected: 'Please select at least one user'", () => {
    expect(recipientsToAdd([], [user(1)])).toEqual({ ok: false, message: 'Please select at least one user' });
  });
  it("every one already in the list: 'Selected users are already in this list'", () => {
    expect(recipientsToAdd([user(1), user(2)], [user(1), user(2), user(3)])).toEqual({
      ok: false,
      message: 'Selected users are already in this list',
    });
  });
  it('keeps only the new users, once each', () => {
    expect(recipientsToAdd([user(1), user(4), user(4), user(5)], [user(1)])).toEqual({ ok: true, users: [user(4), user(5)] });
  });
});

describe('searchReady and failureMessage', () => {
  it('a search is sent from 2 characters, spaces around not counted', () => {
    expect(['', 'a', ' a ', 'ab', ' ab ', 'Blake'].map(searchReady)).toEqual([false, false, false, true, true, true]);
  });
  it("the server's message when it gave one, else the spec's text", () => {
    expect(failureMessage(FAV_MSG.removeFailed, { message: 'User 5 is not in this list.' })).toBe('User 5 is not in this list.');
    expect(failureMessage(FAV_MSG.removeFailed, { message: null })).toBe('Unable to remove user');
    expect(failureMessage(FAV_MSG.revokeFailed, { message: '  ' })).toBe('Unable to stop sharing');
  });
});

describe('who sees and changes favorites lists', () => {
  it('agents and admins change them; read-only changes nothing', () => {
    for (const v of [admin, agent])
      expect(favoritesAbilities(v)).toEqual({ recipients: true, share: true, removeRecipient: true, revoke: true });
    expect(favoritesAbilities({ ...admin, readOnly: true })).toEqual({
      recipients: true,
      share: false,
      removeRecipient: false,
      revoke: false,
    });
    expect(favoritesAbilities({ ...agent, readOnly: true })).toEqual({
      recipients: true,
      share: false,
      removeRecipient: false,
      revoke: false,
    });
  });
  it('an admin in restricted mode sees no recipients and changes none by name, but may stop sharing; agents are not restricted', () => {
    const toggles = { superAdminRestrictedMode: true };
    expect(favoritesAbilities({ ...admin, toggles })).toEqual({ recipients: false, share: false, removeRecipient: false, revoke: true });
    expect(favoritesAbilities({ ...agent, toggles })).toEqual({ recipients: true, share: true, removeRecipient: true, revoke: true });
  });
  it('a manager (or an agent-manager in manager view) is sent home from /favoriteslists', () => {
    expect(redirectFor(manager, '/favoriteslists')).toBe('/');
    expect(redirectFor(agentManagerInManagerView, '/favoriteslists')).toBe('/');
    expect(favoritesAbilities(manager)).toEqual({ recipients: false, share: false, removeRecipient: false, revoke: false });
    expect(redirectFor(agent, '/favoriteslists')).toBeNull();
  });
});
