// POST /api/agents/csv/preview — upload an agents CSV (multipart field file, at most 10 MB) for preview
import { NextResponse } from 'next/server';
import { AGENT_CSV_MAX_BYTES, AGENT_MSG } from '@/lib/agents/schema';
import { previewAgentCsv } from '@/server/agents';
import { readCsvUpload } from '@/server/files/csv-upload';
import { guarded, HttpError } from '@/server/http';

const MESSAGES = { noFile: AGENT_MSG.noCsvFile, tooLarge: AGENT_MSG.csvTooLargeServer, wrongType: AGENT_MSG.notCsv };

export const POST = guarded({ action: 'agents.csvUpload', body: 'raw' }, async ({ req, session }) => {
  const upload = await readCsvUpload(req, { maxBytes: AGENT_CSV_MAX_BYTES, messages: MESSAGES });
  try {
    const preview = await previewAgentCsv(session, upload.file);
    // An answer with no row at all means the upstream could not read the file.
    if (preview.okRows.length === 0 && preview.errorRows.length === 0) throw new HttpError(422, AGENT_MSG.csvProcessing);
    return NextResponse.json(preview);
  } finally {
    await upload.dispose();
  }
});
