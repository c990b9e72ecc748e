import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Readiness probe of the upstream, sent without a key: any HTTP answer below 500 (a 404 or 401
 * included) shows the upstream is up. Deliberately left out of `areas`: it is a transport check,
 * not an API call the upstream implements, so neither the documentation nor demo-api lists it.
 */
export const probe = endpoint({
  name: 'probe',
  method: 'GET',
  path: '/',
  summary: 'Readiness probe: does the upstream answer at all (any status below 500)?',
  auth: 'none',
  scope: 'any',
  body: 'query',
  request: z.object({}),
  response: z.unknown(),
  chosenPath: true,
});
