'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { CsvFilePicker } from '@/components/ui/csv-file-picker';
import { uploadWithProgress } from '@/components/hooks/upload-with-progress';
import { Button } from '@/components/ui/button';
import { CsvPreviewTables, type CsvNoun, type CsvPreview } from '@/components/ui/csv-preview-tables';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';

type Step<P> = { kind: 'pick' } | { kind: 'uploading'; progress: number } | { kind: 'preview'; preview: P; importing: boolean };

export interface CsvImportDialogProps<P extends CsvPreview, R, A> {
  title: string;
  noun: CsvNoun;
  messages: { noFile: string; processing: string };
  /** Where the picked file is uploaded for its preview, or why it may not be yet (a column not mapped). */
  previewUrl: () => { url: string } | { refused: string };
  isPreview: (data: unknown) => data is P;
  importUrl: string;
  /** The rows the import sends, from the preview's importable ones. */
  rowsOf: (preview: P) => R[];
  success: string | ((answer: A) => string);
  /** A file was picked: answers a message to show when it cannot be used (unreadable). */
  onPick?: (file: File) => Promise<string | null> | string | null;
  /** The dialog closed: forget what onPick learnt. */
  onReset?: () => void;
  /** Shown under the file picker until the preview (the users' column mapping). */
  children?: ReactNode;
}

/**
 * A CSV import (agents, users): pick a file, upload it for its preview with a progress bar (abandoned
 * on close), review the rows that can and cannot be imported, then import or cancel. A file over the
 * limit gets the spec's error toast; other refusals stay in the dialog with what was picked.
 */
export function CsvImportDialog<P extends CsvPreview, R, A>(props: CsvImportDialogProps<P, R, A>) {
  const { title, noun, messages, previewUrl, isPreview, importUrl, rowsOf, success, onPick, onReset, children } = props;
  const toast = useToast();
  const progressId = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step<P>>({ kind: 'pick' });
  const [alert, setAlert] = useState<string | null>(null);
  const abortUpload = useRef<(() => void) | null>(null);

  function changeOpen(next: boolean) {
    if (!next) {
      abortUpload.current?.();
      abortUpload.current = null;
      setFile(null);
      setStep({ kind: 'pick' });
      setAlert(null);
      onReset?.();
    }
    setOpen(next);
  }

  async function pick(picked: File) {
    setFile(picked);
    setAlert(null);
    const refused = await onPick?.(picked);
    if (refused) setAlert(refused);
  }

  async function upload() {
    if (!file) {
      setAlert(messages.noFile);
      return;
    }
    const target = previewUrl();
    if ('refused' in target) {
      setAlert(target.refused);
      return;
    }
    setAlert(null);
    setStep({ kind: 'uploading', progress: 0 });
    const handle = uploadWithProgress<unknown>(target.url, file, (progress) =>
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
    if (!isPreview(preview) || (preview.okRows.length === 0 && preview.errorRows.length === 0)) {
      setStep({ kind: 'pick' });
      setAlert(messages.processing);
      return;
    }
    setStep({ kind: 'preview', preview, importing: false });
  }

  // The import step is a plain mutation; the upload before it has progress and abort, so it stays XHR.
  const importRows = useMutation({
    send: (rows: R[]) => postJson<A>(importUrl, { rows }),
    failureToast: 'none',
    onFailure: (message) => {
      setStep((current) => (current.kind === 'preview' ? { ...current, importing: false } : current));
      setAlert(message);
    },
    onSuccess: () => changeOpen(false),
    success: typeof success === 'string' ? success : (answer: A) => success(answer),
    refresh: true,
  });

  function confirmImport(preview: P) {
    setAlert(null);
    setStep({ kind: 'preview', preview, importing: true });
    void importRows.submit(rowsOf(preview));
  }

  // An upload can be abandoned (closing aborts it); an import under way cannot.
  const importing = step.kind === 'preview' && step.importing;

  return (
    <Dialog
      title={title}
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
            <Button pending={step.importing} disabled={step.preview.okRows.length === 0} onClick={() => confirmImport(step.preview)}>
              {step.preview.okRows.length === 1 ? `Import 1 ${noun.one}` : `Import ${step.preview.okRows.length} ${noun.many}`}
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
          <CsvPreviewTables preview={step.preview} noun={noun} />
        ) : (
          <>
            <CsvFilePicker file={file} disabled={step.kind === 'uploading'} onPick={(picked) => void pick(picked)} onRefused={setAlert} />
            {children}
          </>
        )}
        {step.kind === 'uploading' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={progressId} className="text-sm text-foreground">
              Uploading {file?.name}… {Math.round(step.progress * 100)}%
            </label>
            <progress id={progressId} max={1} value={step.progress} className="h-2 w-full accent-brand" />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
