import { z } from 'zod';
import { areas, type Endpoint } from '../server/upstream/contract';
import { UserWebhookEvent, WEBHOOK_SIGNATURE_HEADER } from '../server/upstream/contract/settings';

/** A compact, readable type for a JSON schema node (objects list their fields; ? marks optional). */
function typeOf(schema: Record<string, unknown>, indent = ''): string {
  if (schema.anyOf || schema.oneOf) {
    const parts = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[];
    return parts.map((p) => typeOf(p, indent)).join(' | ');
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return (schema.enum as unknown[]).map((e) => JSON.stringify(e)).join(' | ');
  const type = schema.type;
  if (Array.isArray(type)) return type.join(' | ');
  if (type === 'array') return `${typeOf((schema.items ?? {}) as Record<string, unknown>, indent)}[]`;
  if (type === 'object') {
    const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const required = new Set((schema.required ?? []) as string[]);
    const keys = Object.keys(props);
    if (!keys.length) {
      return schema.additionalProperties && typeof schema.additionalProperties === 'object'
        ? `{ [key: string]: ${typeOf(schema.additionalProperties as Record<string, unknown>, indent)} }`
        : '{}';
    }
    const inner = indent + '  ';
    const lines = keys.map((k) => `${inner}${k}${required.has(k) ? '' : '?'}: ${typeOf(props[k] ?? {}, inner)}`);
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  if (type === 'integer') return 'integer';
  return String(type ?? 'any');
}

function schemaText(schema: z.ZodType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return typeOf(json);
}

function endpointMd(e: Endpoint): string {
  const lines = [
    `### ${e.method} ${e.path}`,
    '',
    `\`${e.name}\` — ${e.summary}`,
    '',
    `- auth: ${e.auth === 'key' ? 'X-API-KEY and X-Mode headers' : 'none (sign-in call)'}; scope: ${e.scope}`,
    `- request: ${e.body === 'query' ? 'query string' : e.body === 'json' ? 'JSON body' : e.body === 'form' ? 'url-encoded form' : `multipart form (files: ${(e.files ?? []).join(', ')})`}` +
      (e.path.includes(':') ? '; `:params` come from the fields of the same name' : ''),
    ...(e.chosenPath ? ['- path: chosen by the dashboard (the specification does not give one)'] : []),
    '',
    'Request:',
    '```ts',
    schemaText(e.request, 'input'),
    '```',
    '',
    `Response${e.responseKind === 'csv' ? ' (text/csv, streamed)' : ''}:`,
    '```ts',
    e.responseKind === 'csv' ? 'text/csv' : schemaText(e.response, 'output'),
    '```',
    '',
  ];
  return lines.join('\n');
}

/** What the upstream sends the dashboard: the user webhook's body and its signature. */
function webhookMd(): string[] {
  return [
    '## What the upstream posts: the user webhook',
    '',
    "POST to the app's first webhook URL (type 'user', set by `saveWebhook`) when an end user is created or changed",
    '(event `created`, `updated`) or does something in the app (event `activity`: a listing viewed or favorited, a',
    'search saved, a showing asked for, a return after days away). A hint only: the dashboard reads the user and',
    'their activity back before it acts, and answers any 2xx once it has taken the delivery; a delivery sent again',
    `keeps its \`id\`. When signed, \`${WEBHOOK_SIGNATURE_HEADER}\` is \`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the webhook URL>\`.`,
    '',
    'Body:',
    '```ts',
    schemaText(UserWebhookEvent, 'output'),
    '```',
    '',
  ];
}

/** The upstream contract as a document operators can hold against their real upstream. */
export function contractMarkdown(): string {
  const head = [
    '# Upstream dashboard API: the contract',
    '',
    'Generated from `server/upstream/contract/` by `npm run contract:doc`; a test fails when this file is out of date.',
    '',
    "Every call carries `X-API-KEY` (the session's api key) and `X-Mode` (`agent`, or `manager` when the signed-in",
    'person is in admin/manager view), except the sign-in calls. Errors are any non-2xx status with the body',
    '`{ "message": string }`; the dashboard shows that message. No answer within the timeout',
    "(`UPSTREAM_TIMEOUT_MS`, default 10 s) is shown as 'Unable to reach server.'; an answer that does not fit",
    "the shapes below is logged with the call's name and shown as 'An error occurred'.",
    '',
  ];
  const body = areas.flatMap((a) => [`## ${a.area}`, '', ...a.endpoints.map(endpointMd)]);
  return [...head, ...body, ...webhookMd()].join('\n');
}
