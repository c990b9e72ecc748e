'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useMutation } from '@/components/ui/use-mutation';
import type { AgentsImported } from '@/lib/api/agents';
import { postJson } from '@/lib/http/json';
import { AGENT_MSG, isCsvPreview, type CsvPreview } from '@/lib/validation/agents-check';
import { CsvFilePicker } from '@/components/agents/list/csv-file-picker';
import { CsvPreviewTables } from '@/components/ui/csv-preview-tables';
import { uploadWithProgress } from '@/components/agents/list/upload-with-progress';

type Step =
  | { kind: 'pick' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'preview'; preview: CsvPreview; importing: boolean };

/**
 * The agents CSV import: pick a file, upload it for preview (with a progress bar), review the rows
 * that can and cannot be imported, then import or cancel.
 */
export function CsvImportDialog() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [alert, setAlert] = useState<string | null>(null);
  const abortUpload = useRef<(() => void) | null>(null);

  function reset() {
    abortUpload.current?.();
    abortUpload.current = null;
    setFile(null);
    setStep({ kind: 'pick' });
    setAlert(null);
  }

  function changeOpen(next: boolean) {
    if (!next) reset();
    setOpen(next);
  }

  async function upload() {
    if (!file) {
      setAlert(AGENT_MSG.noCsvFile);
      return;
    }
    setAlert(null);
    setStep({ kind: 'uploading', progress: 0 });
    const handle = uploadWithProgress<unknown>('/api/agents/csv/preview', file, (progress) =>
      setStep((current) => (current.kind === 'uploading' ? { kind: 'uploading', progress } : current)),
    );
    abortUpload.current = handle.abort;
    const result = await handle.result;
    abortUpload.current = null;
    if (!result.ok) {
      if (result.aborted) return;
      setStep({ kind: 'pick' });
      // The spec's error toast for a file over 10 MB; other refusals show the server's message.
      if (result.status === 413) toast.error(result.message);
      else setAlert(result.message);
      return;
    }
    const preview = result.data;
    if (!isCsvPreview(preview) || (preview.okRows.length === 0 && preview.errorRows.length === 0)) {
      setStep({ kind: 'pick' });
      setAlert(AGENT_MSG.csvProcessing);
      return;
    }
    setStep({ kind: 'preview', preview, importing: false });
  }

  // The import step is a plain mutation; the upload before it has progress and abort, so it stays XHR.
  const importRows = useMutation({
    send: (rows: { name: string; email: string }[]) => postJson<AgentsImported>('/api/agents/csv/import', { rows }),
    failureToast: 'none',
    onFailure: (message) => {
      setStep((current) => (current.kind === 'preview' ? { ...current, importing: false } : current));
      setAlert(message);
    },
    onSuccess: () => changeOpen(false),
    success: ({ created }) => (created === 1 ? '1 agent was imported' : `${created} agents were imported`),
    refresh: true,
  });

  function confirmImport(preview: CsvPreview) {
    setAlert(null);
    setStep({ kind: 'preview', preview, importing: true });
    void importRows.submit(preview.okRows.map(({ name, email }) => ({ name, email })));
  }

  // An upload can be abandoned (closing aborts it); an import under way cannot.
  const importing = step.kind === 'preview' && step.importing;

  return (
    <Dialog
      title="Import agents from CSV"
      size="lg"
      open={open}
      onOpenChange={(next) => {
        if (!importing) changeOpen(next);
      }}
      dismissible={!importing}
      trigger={
        <Button variant="secondary" size="sm">
          Upload CSV
        </Button>
      }
      footer={
        <>
          <Button variant="secondary" disabled={importing} onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          {step.kind === 'preview' ? (
            <Button
              pending={step.importing}
              disabled={step.preview.okRows.length === 0}
              onClick={() => confirmImport(step.preview)}
            >
              {step.preview.okRows.length === 1 ? 'Import 1 agent' : `Import ${step.preview.okRows.length} agents`}
            </Button>
          ) : (
            <Button pending={step.kind === 'uploading'} onClick={upload}>
              Upload
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {alert ? (
          <p role="alert" className="rounded-md bg-danger-soft p-3 text-sm text-danger">
            {alert}
          </p>
        ) : null}
        {step.kind === 'preview' ? (
          <CsvPreviewTables preview={step.preview} noun={{ one: 'agent', many: 'agents', title: 'Agents to import' }} />
        ) : (
          <CsvFilePicker
            file={file}
            disabled={step.kind === 'uploading'}
            onPick={(picked) => {
              setFile(picked);
              setAlert(null);
            }}
            onRefused={setAlert}
          />
        )}
        {step.kind === 'uploading' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor="agents-csv-progress" className="text-sm text-foreground">
              Uploading {file?.name}… {Math.round(step.progress * 100)}%
            </label>
            <progress id="agents-csv-progress" max={1} value={step.progress} className="h-2 w-full accent-brand" />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
