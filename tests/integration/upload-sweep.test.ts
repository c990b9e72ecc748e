import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepStaleUploads } from '@/server/files/csv-upload';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sweep-test-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, ageMinutes: number) {
  const path = join(dir, name);
  await writeFile(path, 'name,email\n');
  const when = new Date(Date.now() - ageMinutes * 60_000);
  await utimes(path, when, when);
}

describe('stale upload files at start-up', () => {
  it('removes only upload files older than an hour, and nothing else in the folder', async () => {
    await file('dashboard-upload-old', 90);
    await file('dashboard-upload-in-progress', 2);
    await file('someone-elses-file', 600);
    expect(await sweepStaleUploads(dir)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['dashboard-upload-in-progress', 'someone-elses-file']);
  });

  it('a missing folder removes nothing and does not throw', async () => {
    expect(await sweepStaleUploads(join(dir, 'absent'))).toBe(0);
  });
});
