// POST /api/agents/csv/import — import the previewed CSV rows (each new agent gets a creation email)
import { NextResponse } from 'next/server';
import { AgentImportInput } from '@/lib/agents/schema';
import { publishAgents } from '@/server/agents';
import { forgetAppData } from '@/server/app-data';
import { guarded } from '@/server/http';

// 20,000 rows of a name and an email with JSON punctuation.
const MAX_IMPORT_BYTES = 12_000_000;

export const POST = guarded(
  { action: 'agents.csvUpload', body: AgentImportInput, maxBytes: MAX_IMPORT_BYTES },
  async ({ session, body }) => {
    const { created } = await publishAgents(session, body.rows);
    // New agents change the plan's agent count, which the cached app data carries.
    forgetAppData(session);
    return NextResponse.json({ created });
  },
);
