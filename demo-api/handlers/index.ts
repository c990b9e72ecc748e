import { allEndpoints, type Endpoint } from '@/server/upstream/contract';
import { accountHandlers } from './account';
import { agentCsvHandlers } from './agents-csv';
import { agentHandlers } from './agents';
import { appHandlers } from './app';
import { authHandlers } from './auth';
import type { Ctx, HandlerMap } from './context';
import { mortgageProHandlers } from './mortgage-pro';
import { profileHandlers } from './profile';
import { tagHandlers } from '../areas/tags/handlers';

/** One handler per contract endpoint, by endpoint name. The type makes a missing one a compile error too. */
export const handlers: HandlerMap = {
  ...authHandlers,
  ...appHandlers,
  ...agentHandlers,
  ...agentCsvHandlers,
  ...profileHandlers,
  ...accountHandlers,
  ...mortgageProHandlers,
  ...tagHandlers,
};

export type AnyHandler = (input: unknown, ctx: Ctx) => unknown;

/** Pair every endpoint of the contract with its handler; throws at start-up naming any endpoint without one. */
export function routeTable(): { endpoint: Endpoint; handler: AnyHandler }[] {
  const byName = handlers as unknown as Record<string, AnyHandler | undefined>;
  const missing = allEndpoints.filter((e) => typeof byName[e.name] !== 'function').map((e) => e.name);
  if (missing.length > 0) throw new Error(`demo-api: no handler for contract endpoint(s): ${missing.join(', ')}`);
  return allEndpoints.map((endpoint) => ({ endpoint, handler: byName[endpoint.name] as AnyHandler }));
}
