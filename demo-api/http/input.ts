import type { Context } from 'hono';
import type { Endpoint } from '@/server/upstream/contract';
import { badRequest } from './errors';
import { describeIssues } from './validate';

export type ParsedInput = { input: unknown; files: Record<string, File> };

async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The request body must be a JSON object.');
  return value as Record<string, unknown>;
}

async function readForm(c: Context, fileFields: readonly string[]): Promise<ParsedInput> {
  const type = c.req.header('content-type') ?? '';
  const expected = fileFields.length > 0 ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    throw badRequest(`The request body must be ${expected}.`);
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest(`The request body could not be read as ${expected}.`);
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [name, raw] of Object.entries(body)) {
    const values = Array.isArray(raw) ? raw : [raw];
    const isFileField = fileFields.includes(name);
    if (values.length > 1)
      throw badRequest(isFileField ? `Send one file only in field "${name}".` : `Field "${name}" was sent more than once.`);
    const value = values[0];
    if (value instanceof File) {
      if (!isFileField) throw badRequest(`Field "${name}" does not take a file.`);
      files[name] = value;
    } else if (isFileField) {
      if (value !== '') throw badRequest(`Field "${name}" must be a file.`);
    } else {
      fields[name] = value;
    }
  }
  return { input: fields, files };
}

/** Read the request as the endpoint says it travels, merge the path parameters, validate with the contract. */
export async function parseInput(c: Context, endpoint: Endpoint): Promise<{ data: unknown; files: Record<string, File> }> {
  let raw: ParsedInput;
  switch (endpoint.body) {
    case 'query':
      raw = { input: Object.fromEntries(new URL(c.req.url).searchParams), files: {} };
      break;
    case 'json':
      raw = { input: await readJson(c), files: {} };
      break;
    case 'form':
      raw = await readForm(c, []);
      break;
    case 'multipart':
      raw = await readForm(c, endpoint.files ?? []);
      break;
  }
  const input = { ...(raw.input as Record<string, unknown>), ...c.req.param() };
  const parsed = endpoint.request.safeParse(input);
  if (!parsed.success) throw badRequest(describeIssues(input, parsed.error.issues));
  return { data: parsed.data, files: raw.files };
}
