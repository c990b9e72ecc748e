// POST /api/users/csv/preview?name=&first=&last=&email=&phone= — upload a users CSV (multipart field file, at most
// 10 MB) for analysis; the query maps its columns (0-based) when the header is not recognised
import { NextResponse } from 'next/server';
import { USER_CSV_MAX_BYTES } from '@/lib/users/check';
import { USER_MSG } from '@/lib/users/rules';
import { CsvMappingQuery } from '@/lib/users/schema';
import { readCsvUpload } from '@/server/files/csv-upload';
import { guarded, HttpError } from '@/server/http';
import { normaliseUserCsv, previewUserCsv } from '@/server/users';

const MESSAGES = { noFile: USER_MSG.noCsvFile, tooLarge: USER_MSG.csvTooLargeServer, wrongType: USER_MSG.notCsv };

export const POST = guarded({ action: 'users.csvUpload', body: 'raw', query: CsvMappingQuery }, async ({ req, session, query }) => {
  const upload = await readCsvUpload(req, { maxBytes: USER_CSV_MAX_BYTES, messages: MESSAGES });
  try {
    const normalised = await normaliseUserCsv(upload.file, query);
    try {
      const preview = await previewUserCsv(session, normalised.file);
      // An answer with no row at all means nothing in the file could be read.
      if (preview.okRows.length === 0 && preview.errorRows.length === 0) throw new HttpError(422, USER_MSG.csvProcessing);
      return NextResponse.json(preview);
    } finally {
      await normalised.dispose();
    }
  } finally {
    await upload.dispose();
  }
});
