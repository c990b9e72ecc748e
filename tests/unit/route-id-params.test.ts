import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AgentParams } from '@/lib/agent-profile/schema';
import { ScheduledAlertParams } from '@/lib/alerts/schema';
import { ListParams, RecipientParams, ShareParams } from '@/lib/favorites-lists/schema';
import { SearchParams, TemplateParams } from '@/lib/saved-searches/schema';
import { ShowingParams } from '@/lib/showings/schema';
import { TagParams } from '@/lib/tags/schema';
import { UserParams, UserTagParams } from '@/lib/user-detail/schema';

// Every numeric id in a route handler's address is one concept, RouteId: a positive whole number in
// digits. Before, five schemas took '0' and the showings one took '1e3', ' 12' and '0x10' as well.
const ID_PARAMS: [string, z.ZodType, string[]][] = [
  ['AgentParams', AgentParams, ['agentId']],
  ['ScheduledAlertParams', ScheduledAlertParams, ['alertId']],
  ['ListParams', ListParams, ['listId']],
  ['ShareParams', ShareParams, ['shareId']],
  ['RecipientParams', RecipientParams, ['shareId', 'userId']],
  ['SearchParams', SearchParams, ['searchId']],
  ['TemplateParams', TemplateParams, ['templateId']],
  ['ShowingParams', ShowingParams, ['showingId']],
  ['UserParams', UserParams, ['userId']],
];

const withAll = (names: string[], value: string) => Object.fromEntries(names.map((n) => [n, value]));

describe('route id params', () => {
  it.each(ID_PARAMS)('%s takes a positive whole number in digits', (_name, schema, names) => {
    expect(schema.parse(withAll(names, '42'))).toEqual(Object.fromEntries(names.map((n) => [n, 42])));
  });

  it.each(ID_PARAMS)('%s names no record with 0, a sign, an exponent, hex, a space or 16 digits', (_name, schema, names) => {
    for (const bad of ['0', '-1', '1e3', '0x10', ' 12', 'abc', '', '9'.repeat(16)]) {
      expect(schema.safeParse(withAll(names, bad)).success, `${JSON.stringify(bad)}`).toBe(false);
    }
  });

  it('a tag id may be 0: the virtual Agent tag, which its handlers refuse by name', () => {
    expect(TagParams.parse({ tagId: '0' })).toEqual({ tagId: 0 });
    expect(UserTagParams.parse({ userId: '7', tagId: '0' })).toEqual({ userId: 7, tagId: 0 });
    expect(UserTagParams.safeParse({ userId: '0', tagId: '3' }).success).toBe(false);
  });
});
