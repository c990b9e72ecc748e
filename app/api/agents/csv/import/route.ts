// POST /api/agents/csv/import — import the previewed CSV rows (each new agent gets a creation email)
import { NextResponse } from 'next/server';
import { AgentImportInput } from '@/lib/validation/agents';
import { publishAgents } from '@/server/agents';
import { forgetAppData } from '@/server/app-data';
import { legacyGuarded, readJson } from '@/server/http';

// 20,000 rows of a name and an email with JSON punctuation.
const MAX_IMPORT_BYTES = 12_000_000;

export const POST = legacyGuarded({ action: 'agents.csvUpload' }, async (req, { session }) => {
  const input = await readJson(req, AgentImportInput, MAX_IMPORT_BYTES);
  if (input instanceof NextResponse) return input;
  const { created } = await publishAgents(session, input.rows);
  // New agents change the plan's agent count, which the cached app data carries.
  forgetAppData(session);
  return NextResponse.json({ created });
});
