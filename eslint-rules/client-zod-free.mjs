/**
 * A 'use client' module must not import zod: it would ship ~31 kB gzip to the browser and its `new Function`
 * is refused by the CSP. Nor an area's zod schemas (`lib/<area>/schema.ts`, for the route handlers): the
 * browser checks with the same rules in `lib/<area>/check.ts`. Type-only imports are erased and allowed.
 * tests/unit/client-zod-free.test.ts follows the imports further (a client module reaching zod through a helper).
 */
const ZOD = /^zod(\/|$)/;
const AREA_SCHEMA = /^@\/lib\/[^/]+\/schema$/;

const isClientModule = (program) => {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
};

export const clientZodFree = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid zod in 'use client' modules" },
    schema: [],
    messages: {
      zod: "A 'use client' module must not import zod: use the zod-free checks of lib/<area>/check.ts.",
      schema: "A 'use client' module must not import lib/<area>/schema.ts (zod, for the route handlers): use lib/<area>/check.ts.",
    },
  },
  create(context) {
    if (!isClientModule(context.sourceCode.ast)) return {};
    const check = (node, source, kind) => {
      if (kind === 'type' || !source || typeof source.value !== 'string') return;
      if (ZOD.test(source.value)) context.report({ node, messageId: 'zod' });
      else if (AREA_SCHEMA.test(source.value)) context.report({ node, messageId: 'schema' });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source, node.importKind),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null, 'value'),
    };
  },
};

export const localPlugin = { rules: { 'client-zod-free': clientZodFree } };
