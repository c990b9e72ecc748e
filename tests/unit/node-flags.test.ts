import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the scripts, without type declarations
import { PRODUCTION_NODE_FLAGS } from '../../scripts/node-flags.mjs';

const root = path.resolve(__dirname, '../..');

describe('the production server runs with the same Node flags everywhere', () => {
  it('names at least one flag, each a plain option', () => {
    expect(PRODUCTION_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of PRODUCTION_NODE_FLAGS as string[]) expect(flag).toMatch(/^--[a-z-]+(=\w+)?$/);
  });

  it("the container's CMD passes them to node before serve.mjs", () => {
    const cmd = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('CMD '))
      .at(-1);
    expect(cmd).toBeDefined();
    const args = JSON.parse(cmd!.slice(4)) as string[];
    expect(args[0]).toBe('node');
    expect(args.slice(1, -1)).toEqual(PRODUCTION_NODE_FLAGS);
    expect(args.at(-1)).toBe('serve.mjs');
  });

  it('npm start, the cluster test and the bench import them', () => {
    for (const file of ['scripts/start.mjs', 'scripts/cluster/run.mjs', 'scripts/bench/servers.mjs']) {
      expect(readFileSync(path.join(root, file), 'utf8'), file).toMatch(/\.\.\.PRODUCTION_NODE_FLAGS/);
    }
  });
});
