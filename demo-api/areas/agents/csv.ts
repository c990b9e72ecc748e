import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { streamCsv } from '../../http/csv';
import { badRequest, HttpError } from '../../http/errors';
import { insertUser } from './users';
import { checkPlanLimit, sendCreationEmail } from './handlers';
import type { Ctx, HandlerMap } from '../../handlers/context';

export const MAX_CSV_BYTES = 10_485_760;
const MAX_ROWS = 20_000;
const CHUNK_ROWS = 250;
const validEmail = z.string().email().max(254);

type Row = { row: number; name: string; email: string };

function existingEmails(ctx: Ctx): Set<string> {
  return new Set(
    ctx.store.all<{ e: string }>('SELECT lower(email) AS e FROM users WHERE stack_id = ?', [ctx.caller.app.stack_id]).map((r) => r.e),
  );
}

function readRecords(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      record_delimiter: ['\r\n', '\n', '\r'],
      trim: true,
    }) as string[][];
  } catch (e) {
    throw badRequest(`Could not read the CSV file: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const CSV_COLUMNS = ['id', 'name', 'email', 'phone', 'office', 'active', 'total_users', 'login_count', 'created'];

export const agentCsvHandlers: Pick<HandlerMap, 'agentCsvPreview' | 'agentPublish' | 'agentsCsv'> = {
  async agentCsvPreview(_input, ctx) {
    const file = ctx.files.file;
    if (!file) throw badRequest('Please select a CSV file.');
    if (file.size > MAX_CSV_BYTES) throw new HttpError(413, 'The CSV file is larger than 10 MB.');
    const text = await file.text();
    if (text.replace(/^\uFEFF/, '').trim() === '') throw badRequest('The CSV file is empty.');
    const records = readRecords(text);
    const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
    const nameCol = header.indexOf('name');
    const emailCol = header.indexOf('email');
    if (nameCol < 0 || emailCol < 0) throw badRequest('The first row must be a header with the columns name and email.');
    if (records.length - 1 > MAX_ROWS) throw badRequest(`The CSV file has more than ${MAX_ROWS.toLocaleString('en-US')} rows.`);

    const existing = existingEmails(ctx);
    const seen = new Map<string, number>();
    const ok_rows: Row[] = [];
    const error_rows: (Row & { reason: string })[] = [];
    records.forEach((cells, i) => {
      if (i === 0 || cells.every((c) => c.trim() === '')) return;
      // Spreadsheet row numbers: the header is row 1, blank lines count.
      const row = i + 1;
      const name = cells[nameCol]?.trim() ?? '';
      const email = cells[emailCol]?.trim() ?? '';
      const key = email.toLowerCase();
      let reason: string | null = null;
      if (!name) reason = 'Missing name';
      else if (name.length > 200) reason = 'Name is too long (at most 200 characters)';
      else if (!email) reason = 'Missing email';
      else if (!validEmail.safeParse(email).success) reason = 'Invalid email';
      else if (seen.has(key)) reason = `Duplicate email in file (row ${seen.get(key)})`;
      else if (existing.has(key)) reason = 'Email already exists';
      if (email && !seen.has(key)) seen.set(key, row);
      if (reason) error_rows.push({ row, name, email, reason });
      else ok_rows.push({ row, name, email });
    });
    return { data: { ok_rows, error_rows } };
  },

  agentPublish(input, ctx) {
    const { app } = ctx.caller;
    const existing = existingEmails(ctx);
    const fresh = input.rows.filter((r) => {
      const key = r.email.toLowerCase();
      if (existing.has(key)) return false;
      existing.add(key);
      return true;
    });
    const skipped = input.rows.length - fresh.length;
    return ctx.store.tx(() => {
      checkPlanLimit(ctx, fresh.length);
      for (const r of fresh) {
        const id = insertUser(ctx.store, {
          stack_id: app.stack_id,
          kind: 'agent',
          email: r.email,
          display_name: r.name,
          brokerage_name: app.name,
          created_at: ctx.now(),
        });
        sendCreationEmail(ctx, { id, email: r.email, display_name: r.name });
      }
      const note = skipped ? `; ${skipped} skipped (email already exists)` : '';
      return { created: fresh.length, message: `${fresh.length} agent${fresh.length === 1 ? '' : 's'} imported${note}.` };
    });
  },

  agentsCsv(_input, ctx) {
    const stack = ctx.caller.app.stack_id;
    return streamCsv({
      header: CSV_COLUMNS,
      filename: `${stack}-agents.csv`,
      page: (afterId) =>
        ctx.store.all<{
          id: number;
          display_name: string;
          email: string;
          phone: string | null;
          office: string | null;
          active: number;
          total_users: number;
          login_count: number;
          created_at: number;
        }>(
          `SELECT u.id, u.display_name, u.email, u.phone, o.name AS office, u.active, u.total_users, u.login_count, u.created_at
           FROM users u LEFT JOIN offices o ON o.id = u.office_id WHERE u.stack_id = ? AND u.kind = 'agent' AND u.id > ? ORDER BY u.id LIMIT ?`,
          [stack, afterId, CHUNK_ROWS],
        ),
      cells: (r) => [
        r.id,
        r.display_name,
        r.email,
        r.phone,
        r.office,
        r.active ? 'active' : 'inactive',
        r.total_users,
        r.login_count,
        new Date(r.created_at * 1000).toISOString().slice(0, 10),
      ],
    });
  },
};
