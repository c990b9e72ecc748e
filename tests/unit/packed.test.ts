import { describe, expect, it } from 'vitest';
import { pack, unpack } from '@/lib/packed';

describe('pack and unpack', () => {
  it('carry plain data as one JSON text and back', () => {
    const rows = [{ id: 44, name: 'Paula "P" <Prospect>', offers: [{ times: ['2026-12-05 17:00:00'], message: null }], ok: true }];
    const packed = pack(rows);
    expect(typeof packed).toBe('string');
    expect(JSON.parse(packed)).toEqual(rows);
    expect(unpack(packed)).toEqual(rows);
  });

  it('parse a text once while it is among the last few read', () => {
    const packed = pack({ n: 1 });
    const first = unpack(packed);
    expect(unpack(packed)).toBe(first);
    for (let i = 0; i < 20; i++) unpack(pack({ other: i }));
    const again = unpack(packed);
    expect(again).toEqual({ n: 1 });
    expect(again).not.toBe(first);
  });
});

describe('pack takes JSON values only', () => {
  it('refuses, at type-check time, what JSON would not carry unchanged', () => {
    // @ts-expect-error a Date would arrive as a string
    expect(() => pack({ when: new Date(0) })).not.toThrow();
    // @ts-expect-error an undefined property would arrive missing
    expect(() => pack({ note: undefined })).not.toThrow();
    // @ts-expect-error a function would arrive missing
    expect(() => pack({ run: () => 1 })).not.toThrow();
    expect(unpack(pack({ when: new Date(0).toISOString(), tags: ['a'], n: null }))).toEqual({ when: '1970-01-01T00:00:00.000Z', tags: ['a'], n: null });
  });
});

