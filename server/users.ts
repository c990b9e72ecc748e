import 'server-only';
import { randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { parse } from 'csv-parse';
import { guessMapping, headerCells, mappingProblems, readRow, type ColumnMapping } from '@/lib/users/csv-headers';
import { csvField } from '@/lib/csv-cell';
import { USER_MSG, USER_SORT_CODES, type UserListRow, type UserSortCode, type UsersQuery } from '@/lib/users/rules';
import type { BulkTarget } from '@/lib/users/schema';
import type { NewUser, UserCsvPreview } from '@/lib/users/check';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call, stream } from '@/server/upstream/client';
import { users as calls } from '@/server/upstream/contract';
import type { UserRow } from '@/server/upstream/contract/users';

// lib/users/rules.ts repeats the contract's sort codes (lib may not import server/): each list must fit the other.
const _contractFitsLib: readonly UserSortCode[] = calls.USER_SORTS;
const _libFitsContract: readonly (typeof calls.USER_SORTS)[number][] = USER_SORT_CODES;

export function toUserListRow(row: UserRow): UserListRow {
  return {
    id: row.id,
    name: row.display_name.trim() || row.email,
    email: row.email,
    phone: row.phone?.trim() || null,
    photo: row.photo?.trim() || null,
    agentId: row.agent_id && row.agent_id > 0 ? row.agent_id : null,
    agentName: row.agent_name?.trim() || null,
    lastLogin: row.last_login_epoch,
    joined: row.created_epoch,
    active: row.active === true || row.active === 1,
    tags: row.tags.map((t) => ({ id: t.id, key: t.tag, name: t.tag_long?.trim() || t.tag, color: t.color })),
  };
}

export interface UserList {
  users: UserListRow[];
  total: number;
  /** When the page was read (unix seconds): 'last login' is said relative to it. */
  readAt: number;
}

export async function listUsers(session: Session, query: UsersQuery): Promise<UserList> {
  const answer = await call(
    calls.listUsers,
    {
      limit: query.limit,
      offset: query.offset,
      sort: query.sort || undefined,
      q: query.q || undefined,
      agent: query.agent ?? undefined,
      tag: query.tag ?? undefined,
    },
    callerOf(session),
  );
  return { users: answer.users.map(toUserListRow), total: answer.total, readAt: Math.floor(Date.now() / 1000) };
}

/** The ids a bulk change reaches: the ticked ones, or every user matching the list's search and filters. */
export async function bulkTargetIds(session: Session, target: BulkTarget, agentFilterAllowed: boolean): Promise<number[]> {
  if ('user_ids' in target) return target.user_ids;
  const answer = await call(
    calls.listUsers,
    {
      limit: 1,
      offset: 0,
      ids_only: '1',
      q: target.q || undefined,
      agent: agentFilterAllowed ? (target.agent ?? undefined) : undefined,
      tag: target.tag ?? undefined,
    },
    callerOf(session),
  );
  const ids = answer.ids ?? [];
  if (answer.total > ids.length)
    throw new HttpError(400, `At most ${ids.length.toLocaleString('en-US')} users can be updated at once. Narrow the search.`);
  if (ids.length === 0) throw new HttpError(400, 'No users match the search.');
  return ids;
}

export async function changeAgents(session: Session, userIds: number[], agentId: number): Promise<{ changed: number }> {
  const { changed } = await call(calls.changeAgents, { user_ids: userIds, agent_id: agentId }, callerOf(session));
  return { changed };
}

export async function addTags(session: Session, userIds: number[], tagIds: number[]): Promise<{ added: number }> {
  const { added } = await call(calls.addTagsToUsers, { user_ids: userIds, tag_ids: tagIds }, callerOf(session));
  return { added };
}

export async function createUser(session: Session, input: NewUser): Promise<{ id: number }> {
  const { id } = await call(
    calls.createUser,
    {
      display_name: input.display_name,
      email: input.email,
      phone: input.phone,
      password: input.password,
      send_email: input.send_email ?? true,
      send_sms: input.send_sms ?? false,
    },
    callerOf(session),
  );
  return { id };
}

/**
 * Rewrites an uploaded CSV (any recognised CRM header, comma or semicolon, BOM) into the upstream's
 * columns name,email,phone, record by record from disk to disk (never held whole). Each record keeps
 * its place, so the upstream's row numbers are the file's. Without a mapping the header is guessed;
 * 422 with USER_MSG.mapColumns when it cannot be.
 */
export async function normaliseUserCsv(file: Blob, given: Partial<ColumnMapping>): Promise<{ file: File; dispose: () => Promise<void> }> {
  const head = await file.slice(0, 64 * 1024).text();
  const { cells, delimiter } = headerCells(head);
  const hasGiven = Object.values(given).some((v) => v !== undefined);
  const mapping: ColumnMapping = hasGiven
    ? {
        name: given.name ?? null,
        first: given.first ?? null,
        last: given.last ?? null,
        email: given.email ?? null,
        phone: given.phone ?? null,
      }
    : guessMapping(cells);
  const problems = mappingProblems(mapping, cells.length);
  if (problems.length > 0) throw new HttpError(422, hasGiven ? problems.join(' ') : USER_MSG.mapColumns);

  const path = join(tmpdir(), `dashboard-upload-${randomUUID()}`);
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  try {
    const source = file.stream() as unknown as AsyncIterable<Uint8Array>;
    const records = parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, trim: true });
    const feed = (async () => {
      for await (const chunk of source) if (!records.write(chunk)) await once(records, 'drain');
      records.end();
    })();
    let first = true;
    for await (const record of records as AsyncIterable<string[]>) {
      let line: string;
      if (first) {
        line = 'name,email,phone';
        first = false;
      } else if (record.every((c) => c.trim() === '')) line = '';
      else {
        const row = readRow(record, mapping);
        line = [row.name, row.email, row.phone].map(csvField).join(',');
      }
      if (!out.write(`${line}\r\n`)) await once(out, 'drain');
    }
    await feed;
    out.end();
    await once(out, 'finish');
  } catch (err) {
    out.destroy();
    await rm(path, { force: true });
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, `Could not read the CSV file: ${err instanceof Error ? err.message : String(err)}`);
  }
  const name = file instanceof File ? file.name : 'users.csv';
  return { file: new File([await openAsBlob(path)], name, { type: 'text/csv' }), dispose: () => rm(path, { force: true }) };
}

export async function previewUserCsv(session: Session, file: Blob): Promise<UserCsvPreview> {
  const { data } = await call(calls.userCsvPreview, {}, callerOf(session), { files: { file } });
  return {
    okRows: data.ok_rows.map(({ row, name, email, phone }) => ({ row, name, email, phone: phone ?? '' })),
    errorRows: data.error_rows.map(({ row, name, email, phone, reason }) => ({ row, name, email, phone: phone ?? '', reason })),
  };
}

export async function publishUsers(
  session: Session,
  rows: { name: string; email: string; phone?: string }[],
): Promise<{ created: number }> {
  const { created } = await call(calls.userPublish, { rows }, callerOf(session));
  return { created };
}

export function usersCsvStream(session: Session): Promise<Response> {
  return stream(calls.usersCsv, {}, callerOf(session));
}
