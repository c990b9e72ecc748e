import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import arrows of ARCHITECTURE.md, enforced by the project's own ESLint config (eslint.config.mjs): each
 * case lints a small snippet as if it were a file at that path and reads which boundary rule fired.
 */
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'local/client-zod-free']);
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.ruleId as string);
}

const refused = (filePath: string, code: string) => [filePath, code] as const;

describe('import boundaries', () => {
  it.each([
    refused('lib/sample.ts', "import { getSession } from '@/server/session';"),
    refused('lib/sample.ts', "import { getSession } from '../server/session';"),
    refused('lib/access/sample.ts', "import type { Session } from '../../server/session';"),
    refused('lib/sample.ts', "export { getSession } from '@/server/session';"),
    refused('components/home/sample.tsx', "import { homeStats } from '@/server/home';"),
    refused('components/home/sample.tsx', "import { homeStats } from '../../server/home';"),
    refused('components/sample.tsx', "import { homeStats } from '../server';"),
  ])('%s may not import server/: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    refused('server/sample.ts', "import { GET } from '@/app/api/health/route';"),
    refused('server/upstream/sample.ts', "import { GET } from '../../app/api/health/route';"),
    refused('components/ui/sample.tsx', "import Page from '@/app/(dashboard)/page';"),
    refused('lib/sample.ts', "import Page from '../app/(dashboard)/page';"),
    refused('proxy-sample.ts', "import { GET } from './app/api/health/route';"),
    refused('app/(dashboard)/agents/sample.tsx', "import Page from '@/app/(dashboard)/page';"),
    refused('scripts/sample.ts', "import { GET } from '../app/api/health/route';"),
  ])('%s may not import app/: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['no-restricted-imports']);
  });

  it('lets lib/ import nothing of components/', async () => {
    expect(await boundaryErrors('lib/sample.ts', "import { Button } from '@/components/ui/button';")).toEqual(['no-restricted-imports']);
  });

  it.each([
    refused('demo-api/sample.ts', "import { allowed } from '@/lib/access';"),
    refused('demo-api/areas/tags/handlers.ts', "import { getSession } from '@/server/session';"),
    refused('demo-api/areas/tags/handlers.ts', "import { allowed } from '../../../lib/access';"),
    refused('demo-api/areas/tags/handlers.ts', "import { x } from '../../../../outside';"),
    refused('demo-api/db/sample.ts', "import { call } from '../../server/upstream/client';"),
  ])('%s reaches the dashboard only through the contract: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['demo-api/areas/tags/handlers.ts', "import { areas } from '@/server/upstream/contract';"],
    ['demo-api/areas/tags/handlers.ts', "import type { Tag } from '@/server/upstream/contract/tags';"],
    ['demo-api/areas/tags/handlers.ts', "import { areas } from '../../../server/upstream/contract';"],
    ['demo-api/areas/tags/handlers.ts', "import type { Store } from '../../db/store';"],
    ['lib/access/sample.ts', "import { can } from '../access/predicates';"],
    ['lib/sample.ts', "import { can } from '@/lib/access';"],
    ['components/sample.tsx', "import { can } from '@/lib/access';"],
    ['app/(dashboard)/sample.tsx', "import { getSession } from '@/server/session';"],
    ['tests/unit/sample.test.ts', "import { GET } from '@/app/api/health/route';"],
    ['demo-api/tests/sample.test.ts', "import { GET } from '@/app/api/health/route';"],
    ['server/sample.ts', "import { z } from 'zod';"],
    ['components/sample.tsx', "'use client';\nimport type { z } from 'zod';"],
    ['components/tags/sample.tsx', "'use client';\nimport { checkTag } from '@/lib/tags/check';"],
    ['components/tags/sample.tsx', "'use client';\nimport type { TagInput } from '@/lib/tags/schema';"],
    ['app/api/tags/sample.ts', "import { TagInput } from '@/lib/tags/schema';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it.each([
    ['components/sample.tsx', "'use client';\nimport { z } from 'zod';"],
    ['app/(auth)/sample.tsx', "'use client';\nimport * as z from 'zod/mini';"],
    ['lib/sample.ts', "'use client';\nexport { z } from 'zod';"],
    ['components/tags/sample.tsx', "'use client';\nimport { TagInput } from '@/lib/tags/schema';"],
    ['components/sample.tsx', "'use client';\nexport { SignupInput } from '@/lib/provision/schema';"],
  ])("refuses zod in the 'use client' module %s", async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual(['local/client-zod-free']);
  });
});
