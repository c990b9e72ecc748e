'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useMutation } from '@/components/ui/use-mutation';
import { CsvFilePicker } from '@/components/agents/list/csv-file-picker';
import { CsvPreviewTables } from '@/components/ui/csv-preview-tables';
import { uploadWithProgress } from '@/components/agents/list/upload-with-progress';
import type { UserImportResponse } from '@/lib/api/users';
import { guessMapping, headerCells, isComplete, mappingProblems, mappingToParams, type ColumnMapping } from '@/lib/csv-headers';
import { postJson } from '@/lib/http/json';
import { USER_MSG } from '@/lib/users';
import { isUserCsvPreview, type UserCsvPreview } from '@/lib/validation/users-check';

type Step =
  | { kind: 'pick' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'preview'; preview: UserCsvPreview; importing: boolean };

const ROLES: { key: keyof ColumnMapping; label: string }[] = [
  { key: 'name', label: 'Full name column' },
  { key: 'first', label: 'First name column' },
  { key: 'last', label: 'Last name column' },
  { key: 'email', label: 'Email column' },
  { key: 'phone', label: 'Phone column' },
];

/**
 * The users CSV import (admin): choose a file, check which columns hold the name, email and phone
 * (recognised from common CRM headers, asked when not), upload with progress for analysis, review
 * ok and error rows, then import or cancel.
 */
export function UsersCsvImportDialog() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<string[] | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [guessed, setGuessed] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [alert, setAlert] = useState<string | null>(null);
  const abortUpload = useRef<(() => void) | null>(null);

  function reset() {
    abortUpload.current?.();
    abortUpload.current = null;
    setFile(null);
    setColumns(null);
    setMapping(null);
    setStep({ kind: 'pick' });
    setAlert(null);
  }

  function changeOpen(next: boolean) {
    if (!next) reset();
    setOpen(next);
  }

  async function pick(picked: File) {
    setFile(picked);
    setAlert(null);
    try {
      const { cells } = headerCells(await picked.slice(0, 64 * 1024).text());
      const guess = guessMapping(cells);
      setColumns(cells);
      setMapping(guess);
      setGuessed(isComplete(guess, cells.length));
    } catch {
      setAlert('The file could not be read.');
    }
  }

  async function upload() {
    if (!file || !mapping || !columns) {
      setAlert(USER_MSG.noCsvFile);
      return;
    }
    const problems = mappingProblems(mapping, columns.length);
    if (problems.length > 0) {
      setAlert(problems.join(' '));
      return;
    }
    setAlert(null);
    setStep({ kind: 'uploading', progress: 0 });
    const handle = uploadWithProgress<unknown>(`/api/users/csv/preview?${new URLSearchParams(mappingToParams(mapping))}`, file, (progress) =>
      setStep((current) => (current.kind === 'uploading' ? { kind: 'uploading', progress } : current)),
    );
    abortUpload.current = handle.abort;
    const result = await handle.result;
    abortUpload.current = null;
    if (!result.ok) {
      if (result.aborted) return;
      setStep({ kind: 'pick' });
      if (result.status === 413) toast.error(result.message);
      else setAlert(result.message);
      return;
    }
    const preview = result.data;
    if (!isUserCsvPreview(preview) || (preview.okRows.length === 0 && preview.errorRows.length === 0)) {
      setStep({ kind: 'pick' });
      setAlert(USER_MSG.csvProcessing);
      return;
    }
    setStep({ kind: 'preview', preview, importing: false });
  }

  const importRows = useMutation({
    send: (rows: { name: string; email: string; phone?: string }[]) => postJson<UserImportResponse>('/api/users/csv/import', { rows }),
    failureToast: 'none',
    onFailure: (message) => {
      setStep((current) => (current.kind === 'preview' ? { ...current, importing: false } : current));
      setAlert(message);
    },
    onSuccess: () => changeOpen(false),
    success: USER_MSG.imported,
    refresh: true,
  });

  function confirmImport(preview: UserCsvPreview) {
    setAlert(null);
    setStep({ kind: 'preview', preview, importing: true });
    void importRows.submit(preview.okRows.map(({ name, email, phone }) => (phone ? { name, email, phone } : { name, email })));
  }

  const importing = step.kind === 'preview' && step.importing;
  const options = (columns ?? []).map((c, i) => ({ value: String(i), label: c ? `${c} (column ${i + 1})` : `Column ${i + 1}` }));

  return (
    <Dialog
      title="Import users from CSV"
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
              {step.preview.okRows.length === 1 ? 'Import 1 user' : `Import ${step.preview.okRows.length} users`}
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
          <CsvPreviewTables preview={step.preview} noun={{ one: 'user', many: 'users', title: 'Users to import' }} />
        ) : (
          <>
            <CsvFilePicker file={file} disabled={step.kind === 'uploading'} onPick={(picked) => void pick(picked)} onRefused={setAlert} />
            {mapping && columns ? (
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-1 text-sm font-medium">Columns</legend>
                <p className={guessed ? 'text-sm text-muted-foreground' : 'rounded-md bg-warning-soft p-3 text-sm text-warning'}>
                  {guessed ? 'The columns were recognised. Change them if they are wrong.' : USER_MSG.mapColumns}
                </p>
                <div className="grid gap-3 sm:grid-cols-2">
                  {ROLES.map((role) => (
                    <SelectField
                      key={role.key}
                      label={role.label}
                      name={`map-${role.key}`}
                      value={mapping[role.key] === null ? '' : String(mapping[role.key])}
                      placeholder="Not in the file"
                      options={options}
                      onChange={(e) => setMapping((m) => (m ? { ...m, [role.key]: e.target.value === '' ? null : Number(e.target.value) } : m))}
                    />
                  ))}
                </div>
              </fieldset>
            ) : null}
          </>
        )}
        {step.kind === 'uploading' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor="users-csv-progress" className="text-sm text-foreground">
              Uploading {file?.name}… {Math.round(step.progress * 100)}%
            </label>
            <progress id="users-csv-progress" max={1} value={step.progress} className="h-2 w-full accent-brand" />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
