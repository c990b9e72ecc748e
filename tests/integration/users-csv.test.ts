import { describe, expect, it } from 'vitest';
import { HttpError } from '@/server/http';
import { USER_MSG } from '@/lib/users/rules';
import { normaliseUserCsv } from '@/server/users';

/** The users CSV as the upstream receives it: the file rewritten into name,email,phone, row for row. */
async function rewritten(text: string, mapping = {}): Promise<string> {
  const out = await normaliseUserCsv(new File([text], 'crm.csv', { type: 'text/csv' }), mapping);
  try {
    return await out.file.text();
  } finally {
    await out.dispose();
  }
}

describe('users CSV rewrite (CRM headers to the upstream columns)', () => {
  it('maps a Google Contacts export with a BOM and semicolons, keeping blank lines so row numbers hold', async () => {
    const csv =
      '\uFEFFGiven Name;Family Name;E-mail 1 - Value;Phone 1 - Value\r\nAnn;Lee;ann@x.co;555 0100\r\n\r\n"Bo; Jr";Ray;=bo@x.co;\r\n';
    expect(await rewritten(csv)).toBe('name,email,phone\r\nAnn Lee,ann@x.co,555 0100\r\n\r\n"Bo; Jr Ray",=bo@x.co,\r\n');
  });

  it('uses the full name column and quotes cells that need it', async () => {
    expect(await rewritten('Full Name,Email Address,Mobile Phone\n"Lee, Ann",ann@x.co,"1 ""2"""\n')).toBe(
      'name,email,phone\r\n"Lee, Ann",ann@x.co,"1 ""2"""\r\n',
    );
  });

  it('asks for a mapping when the header cannot be read (422, nothing forwarded)', async () => {
    const err = await normaliseUserCsv(new File(['Client,Contact\nAnn,ann@x.co\n'], 'x.csv'), {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(422);
    expect((err as HttpError).message).toBe(USER_MSG.mapColumns);
  });

  it('follows a mapping the user chose', async () => {
    expect(await rewritten('Client,Contact\nAnn Lee,ann@x.co\n', { name: 0, email: 1 })).toBe('name,email,phone\r\nAnn Lee,ann@x.co,\r\n');
  });

  it('refuses a mapping outside the file', async () => {
    const err = await normaliseUserCsv(new File(['a,b\n1,2\n'], 'x.csv'), { name: 0, email: 9 }).catch((e: unknown) => e);
    expect((err as HttpError).status).toBe(422);
  });
});
