import { describe, expect, it } from 'vitest';
import { allowed } from '@/lib/access';
import { GLOBAL_PREF_KEYS, GLOBAL_ROWS, PREF_KEYS, PREF_ROWS } from '@/lib/preferences/rules';
import { PreferencesInput } from '@/lib/preferences/schema';
import { ROLES } from '@/tests/support/roles';

describe('alert preferences', () => {
  it('the form shows each of the nine toggles once, and both global ones', () => {
    const shown = PREF_ROWS.flatMap((r) => [r.email, r.push]).filter((k) => k !== null);
    expect([...shown].sort()).toEqual([...PREF_KEYS].sort());
    expect(GLOBAL_ROWS.map((r) => r.key)).toEqual([...GLOBAL_PREF_KEYS]);
  });

  it('the handler takes every toggle as true or false, nothing left out and nothing else', () => {
    const all = Object.fromEntries(PREF_KEYS.map((k) => [k, true]));
    expect(PreferencesInput.safeParse({ prefs: all, global: { fav_email: false, fav_push: true } }).success).toBe(true);
    expect(
      PreferencesInput.safeParse({ prefs: { ...all, pushUserLogin: undefined }, global: { fav_email: false, fav_push: true } }).success,
    ).toBe(false);
    expect(PreferencesInput.safeParse({ prefs: all, global: { fav_email: 1, fav_push: true } }).success).toBe(false);
    expect(PreferencesInput.safeParse({ prefs: all, global: { fav_email: true, fav_push: true }, more: 1 }).success).toBe(false);
  });

  it('only an agent saves them, never in read-only mode', () => {
    expect(allowed(ROLES.agent.viewer, 'preferences.save')).toBe(true);
    for (const role of ['admin', 'manager', 'agentAdminInManagerView', 'readOnly'] as const)
      expect(allowed(ROLES[role].viewer, 'preferences.save'), role).toBe(false);
  });
});
