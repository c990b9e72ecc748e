// POST /api/users/csv/import — import the analysed CSV rows as users (admin)
import { NextResponse } from 'next/server';
import type { UserImportResponse } from '@/lib/users/answers';
import { USER_MSG } from '@/lib/users/rules';
import { UserImportInput } from '@/lib/users/schema';
import { guarded } from '@/server/http';
import { publishUsers } from '@/server/users';

// 20,000 rows of a name, an email and a phone with JSON punctuation.
const MAX_IMPORT_BYTES = 14_000_000;

export const POST = guarded({ action: 'users.csvUpload', body: UserImportInput, maxBytes: MAX_IMPORT_BYTES }, async ({ session, body }) => {
  const { created } = await publishUsers(session, body.rows);
  return NextResponse.json<UserImportResponse>({ created, message: USER_MSG.imported });
});
