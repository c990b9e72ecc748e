'use client';

import { CsvImportDialog } from '@/components/ui/csv-import-dialog';
import type { AgentsImported } from '@/lib/agents/answers';
import { AGENT_MSG, isCsvPreview, type CsvPreview } from '@/lib/agents/check';

const MESSAGES = { noFile: AGENT_MSG.noCsvFile, processing: AGENT_MSG.csvProcessing };
const NOUN = { one: 'agent', many: 'agents', title: 'Agents to import' };

/**
 * The agents CSV import: pick a file, upload it for preview (with a progress bar), review the rows
 * that can and cannot be imported, then import or cancel.
 */
export function AgentsCsvImportDialog() {
  return (
    <CsvImportDialog<CsvPreview, { name: string; email: string }, AgentsImported>
      title="Import agents from CSV"
      noun={NOUN}
      messages={MESSAGES}
      previewUrl={() => ({ url: '/api/agents/csv/preview' })}
      isPreview={isCsvPreview}
      importUrl="/api/agents/csv/import"
      rowsOf={(preview) => preview.okRows.map(({ name, email }) => ({ name, email }))}
      success={({ created }) => (created === 1 ? '1 agent was imported' : `${created} agents were imported`)}
    />
  );
}
