import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the scripts, without type declarations
import { NODE_MAJOR, nodeProblem } from '../../scripts/check-node.mjs';
// @ts-expect-error: a plain .mjs module of the scripts, without type declarations
import { NODE_MAJOR as IMAGE_NODE_MAJOR } from '../../scripts/container/engine.mjs';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('one Node.js major version everywhere (24)', () => {
  it('refuses an older Node with what to do, and takes this one or a newer one', () => {
    expect(nodeProblem('20.20.2')).toBe(
      'Node.js 24 is needed, this is 20.20.2. In this shell, `. scripts/use-node.sh` fetches it once and puts it first on PATH (README, "The two commands").',
    );
    expect(nodeProblem('22.23.2')).toMatch(/^Node\.js 24 is needed, this is 22\.23\.2\./);
    expect(nodeProblem('24.0.0')).toBeNull();
    expect(nodeProblem('26.12.1')).toBeNull();
  });

  it('the tests themselves run on it', () => {
    expect(nodeProblem(process.versions.node)).toBeNull();
  });

  it('package.json engines, scripts/use-node.sh, the container base and the Dockerfile agree', () => {
    expect(NODE_MAJOR).toBe(24);
    expect(JSON.parse(read('package.json')).engines.node).toBe(`>=${NODE_MAJOR}`);
    expect(read('scripts/use-node.sh')).toMatch(new RegExp(`^NODE_VERSION=${NODE_MAJOR}\\.\\d+\\.\\d+$`, 'm'));
    expect(IMAGE_NODE_MAJOR).toBe(NODE_MAJOR);
    expect(read('Dockerfile')).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${NODE_MAJOR}-bookworm-slim$`, 'm'));
  });

  it('npm test and npm start check it before anything else, and CI fetches it before installing', () => {
    expect(JSON.parse(read('package.json')).scripts.test).toMatch(/^node scripts\/check-node\.mjs && /);
    expect(read('scripts/start.mjs')).toMatch(/if \(nodeVersionProblem\) fail\(nodeVersionProblem\);/);
    const ci = read('.ci/run');
    expect(ci.indexOf('. scripts/use-node.sh')).toBeGreaterThan(-1);
    expect(ci.indexOf('. scripts/use-node.sh')).toBeLessThan(ci.indexOf('npm install'));
  });
});
