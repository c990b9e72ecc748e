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
