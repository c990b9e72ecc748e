import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let cur = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** For a union, the branch the caller most likely meant: not one refused on a literal they did not send. */
function bestBranch(input: unknown, issue: Issue & { code: 'invalid_union' }, base: PropertyKey[]): Issue[] | undefined {
  const scored = issue.errors.map((branch) => {
    const missedLiteral = branch.some((i) => i.code === 'invalid_value' && valueAt(input, [...base, ...i.path]) === undefined);
    return { branch, score: (missedLiteral ? 1000 : 0) + branch.length };
  });
  scored.sort((a, b) => a.score - b.score);
  return scored[0]?.branch;
}

/** One clear sentence naming the field, from a zod error. */
export function describeIssues(input: unknown, issues: readonly Issue[], base: PropertyKey[] = []): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request.';
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const branch = bestBranch(input, issue, [...base, ...issue.path]);
    if (branch && branch.length > 0) return describeIssues(input, branch, [...base, ...issue.path]);
  }
  const path = [...base, ...issue.path];
  const field = path.map(String).join('.');
  if (!field) return `Invalid request: ${issue.message}.`;
  if (issue.code === 'invalid_type' && valueAt(input, path) === undefined) return `Missing required field "${field}".`;
  return `Invalid field "${field}": ${issue.message}.`;
}
