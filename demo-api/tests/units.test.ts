import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { effectiveRole } from '../auth/caller';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { csvCell } from '../http/csv';
import { pathMatches } from '../http/faults';
import { describeIssues } from '../http/validate';
import { encodeMp4 } from '../media/mp4';
import { Canvas, encodePng } from '../media/png';
import { createRng } from '../prng';

describe('png encoder', () => {
  it('writes a valid PNG whose pixels round-trip', () => {
    const png = encodePng(2, 1, Uint8Array.from([255, 0, 0, 0, 0, 255]));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(2);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString()).toBe('IDAT');
    expect([...inflateSync(png.subarray(41, 41 + idatLength))]).toEqual([0, 255, 0, 0, 0, 0, 255]);
  });

  it('draws text and shapes inside the canvas only', () => {
    const c = new Canvas(20, 10);
    c.text('A', 0, 0, 1, [255, 255, 255]);
    c.rect(-5, -5, 100, 1, [1, 2, 3]);
    expect(c.get(1, 0)).toEqual([255, 255, 255]);
    expect(c.toPng().length).toBeGreaterThan(50);
  });
});

describe('mp4 encoder', () => {
  it('writes ftyp, moov and mdat boxes with one sample per frame', () => {
    const frames = [new Canvas(16, 16), new Canvas(16, 16)];
    const mp4 = encodeMp4(frames, 2);
    expect(mp4.subarray(4, 8).toString()).toBe('ftyp');
    expect(mp4.includes(Buffer.from('avcC'))).toBe(true);
    expect(mp4.includes(Buffer.from('mdat'))).toBe(true);
    expect(() => encodeMp4([new Canvas(10, 10)], 1)).toThrow();
  });
});

describe('helpers', () => {
  it('the PRNG is deterministic', () => {
    const a = createRng(7);
    const b = createRng(7);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('passwords hash with scrypt and verify', () => {
    const hash = hashPassword('secret1');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(verifyPassword('secret1', hash)).toBe(true);
    expect(verifyPassword('secret2', hash)).toBe(false);
    expect(verifyPassword('secret1', null)).toBe(false);
  });

  it('effective roles follow type, sub-type and mode', () => {
    expect(effectiveRole({ kind: 'admin', sub_type: null }, null)).toBe('admin');
    expect(effectiveRole({ kind: 'admin', sub_type: null }, 'agent')).toBe('agent');
    expect(effectiveRole({ kind: 'manager', sub_type: null }, 'manager')).toBe('manager');
    expect(effectiveRole({ kind: 'agent', sub_type: 'agentAdmin' }, 'manager')).toBe('admin');
    expect(effectiveRole({ kind: 'agent', sub_type: 'agentAdmin' }, null)).toBe('agent');
    expect(effectiveRole({ kind: 'agent', sub_type: 'agentManager' }, 'manager')).toBe('manager');
    expect(effectiveRole({ kind: 'agent', sub_type: null }, 'manager')).toBe('agent');
  });

  it('CSV cells are quoted and formula-neutralised', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell(null)).toBe('');
  });

  it('fault paths match exactly or by pattern', () => {
    expect(pathMatches('/agents', '/agents')).toBe(true);
    expect(pathMatches('/agents', '/agents/1')).toBe(false);
    expect(pathMatches('/user/profile/:id', '/user/profile/12')).toBe(true);
    expect(pathMatches('/user/*', '/user/mpro/avatar')).toBe(true);
    expect(pathMatches('/a.b', '/axb')).toBe(false);
  });

  it('validation messages name the field', () => {
    const schema = z.union([z.object({ delete: z.literal(true) }), z.object({ name: z.string(), nested: z.object({ n: z.number() }) })]);
    const describe = (input: unknown) => {
      const r = schema.safeParse(input);
      return r.success ? 'ok' : describeIssues(input, r.error.issues);
    };
    expect(describe({})).toBe('Missing required field "name".');
    expect(describe({ name: 'x', nested: { n: 'x' } })).toBe('Invalid field "nested.n": Invalid input: expected number, received string.');
    expect(describe({ delete: true })).toBe('ok');
  });
});
