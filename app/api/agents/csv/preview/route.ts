// POST /api/agents/csv/preview — upload an agents CSV (multipart field file, at most 10 MB) for preview
import { NextResponse } from 'next/server';
import { AGENT_CSV_MAX_BYTES, AGENT_MSG } from '@/lib/validation/agents';
import { previewAgentCsv } from '@/server/agents';
import { readCsvUpload, UploadRefused, type SpooledUpload } from '@/server/csv-upload';
import { errorJson, legacyGuarded } from '@/server/http';

export const POST = legacyGuarded({ action: 'agents.csvUpload', body: 'raw' }, async (req, { session }) => {
  let upload: SpooledUpload;
  try {
    upload = await readCsvUpload(req, {
      maxBytes: AGENT_CSV_MAX_BYTES,
      messages: { noFile: AGENT_MSG.noCsvFile, tooLarge: AGENT_MSG.csvTooLargeServer, wrongType: AGENT_MSG.notCsv },
    });
  } catch (err) {
    if (err instanceof UploadRefused) return errorJson(err.status, err.message);
    throw err;
  }
  try {
    const preview = await previewAgentCsv(session, upload.file);
    // An answer with no row at all means the upstream could not read the file.
    if (preview.okRows.length === 0 && preview.errorRows.length === 0) return errorJson(422, AGENT_MSG.csvProcessing);
    return NextResponse.json(preview);
  } finally {
    await upload.dispose();
  }
});
