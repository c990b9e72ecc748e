import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractMarkdown } from '../../scripts/contract-md';

describe('docs/upstream-api.md', () => {
  it('is current with server/upstream/contract (run `npm run contract:doc` after changing the contract)', () => {
    const onDisk = readFileSync(new URL('../../docs/upstream-api.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(contractMarkdown());
  });
});
