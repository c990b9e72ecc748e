import { z } from 'zod';

/**
 * One upstream call. The contract is the only place that says what the dashboard sends and what
 * it expects back; the client (server/upstream/client.ts) and the demo upstream (demo-api/) both
 * read it, and scripts/contract-doc.ts prints it as docs/upstream-api.md.
 */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** How the request travels: query string (GET), JSON body, multipart form (a file) or url-encoded form. */
export type RequestBody = 'query' | 'json' | 'multipart' | 'form';

/** What comes back: JSON validated by `response`, or a CSV stream passed through untouched. */
export type ResponseKind = 'json' | 'csv';

export type Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  name: string;
  method: HttpMethod;
  /** Path with `:param` placeholders filled from the request's fields of the same name. */
  path: string;
  summary: string;
  /** 'key': needs X-API-KEY (and the mode header); 'none': a sign-in call. */
  auth: 'key' | 'none';
  /** 'admin': an agent-mode call (or an agent) is refused by the upstream. */
  scope: 'any' | 'manager' | 'admin';
  body: RequestBody;
  /** Multipart only: the form fields that carry files. */
  files?: readonly string[];
  request: Req;
  response: Res;
  responseKind?: ResponseKind;
  /** The spec gives no path for this call: the path here is the dashboard's choice. */
  chosenPath?: boolean;
};

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>): Endpoint<Req, Res> {
  return e;
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;

/** Names of the `:param` placeholders of a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
}

/** The upstream's error answer: any non-2xx status with this body. */
export const UpstreamErrorBody = z.object({ message: z.string() });

/** Header names the upstream reads. */
export const API_KEY_HEADER = 'X-API-KEY';
export const MODE_HEADER = 'X-Mode';
export type Mode = 'agent' | 'manager';

/** A plain acknowledgement for calls whose answer the spec does not show. */
export const Ok = z.object({ ok: z.literal(true), message: z.string().optional() });

/** Numeric ids arrive as numbers or numeric strings from real upstreams; the app uses numbers. */
export const Id = z.coerce.number().int().nonnegative();
