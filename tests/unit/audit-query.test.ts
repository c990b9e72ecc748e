import { describe, expect, it } from 'vitest';
import { AUDIT_QUERY } from '@/lib/audit/query';

describe("/audit's page cursor in the URL", () => {
  const key = { at: '2026-11-28T13:53:38.138Z', id: '6d18c604-8c1f-425e-af32-c127dd9c4120' };

  it('writes an event key with characters a URL keeps as they are, and reads it back', () => {
    for (const toward of ['older', 'newer'] as const) {
      const search = AUDIT_QUERY.toSearchParams({ ...AUDIT_QUERY.defaults, cursor: { toward, key } });
      expect(search.toString()).toBe(`cursor=${toward}.${Date.parse(key.at)}.${key.id}`);
      expect(AUDIT_QUERY.parse(search).cursor).toEqual({ toward, key });
    }
    expect(AUDIT_QUERY.parse({ cursor: 'oldest' }).cursor).toEqual({ toward: 'oldest' });
    expect(AUDIT_QUERY.parse({}).cursor).toBeNull();
  });

  it('reads a cursor it did not write as the newest page', () => {
    for (const bad of [
      'older',
      'older.abc.x',
      'sideways.1.x',
      `older.1.${'x'.repeat(65)}`,
      'older.9999999999999999.x',
      'older.1.a b',
      'newest',
    ]) {
      expect(AUDIT_QUERY.parse({ cursor: bad }).cursor).toBeNull();
    }
  });

  it('reads a time past the year 9999 as no cursor: the log holds its times as four-digit-year text', () => {
    const last = Date.parse('9999-12-31T23:59:59.999Z');
    expect(AUDIT_QUERY.parse({ cursor: `older.${last}.x` }).cursor).toEqual({
      toward: 'older',
      key: { at: '9999-12-31T23:59:59.999Z', id: 'x' },
    });
    for (const toward of ['older', 'newer']) {
      expect(AUDIT_QUERY.parse({ cursor: `${toward}.${last + 1}.x` }).cursor).toBeNull();
      expect(AUDIT_QUERY.parse({ cursor: `${toward}.999999999999999.x` }).cursor).toBeNull();
    }
  });
});
