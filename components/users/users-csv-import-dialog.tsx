'use client';

import { useState } from 'react';
import { CsvImportDialog } from '@/components/ui/csv-import-dialog';
import { SelectField } from '@/components/ui/field';
import type { UserImportResponse } from '@/lib/users/answers';
import { isUserCsvPreview, type UserCsvPreview } from '@/lib/users/check';
import { guessMapping, headerCells, isComplete, mappingProblems, mappingToParams, type ColumnMapping } from '@/lib/users/csv-headers';
import { USER_MSG } from '@/lib/users/rules';

const ROLES: { key: keyof ColumnMapping; label: string }[] = [
  { key: 'name', label: 'Full name column' },
  { key: 'first', label: 'First name column' },
  { key: 'last', label: 'Last name column' },
  { key: 'email', label: 'Email column' },
  { key: 'phone', label: 'Phone column' },
];

const MESSAGES = { noFile: USER_MSG.noCsvFile, processing: USER_MSG.csvProcessing };
const NOUN = { one: 'user', many: 'users', title: 'Users to import' };

type ImportRow = { name: string; email: string; phone?: string };

/**
 * The users CSV import (admin): choose a file, check which columns hold the name, email and phone
 * (recognised from common CRM headers, asked when not), upload with progress for analysis, review
 * ok and error rows, then import or cancel.
 */
export function UsersCsvImportDialog() {
  const [columns, setColumns] = useState<string[] | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [guessed, setGuessed] = useState(false);

  async function readHeader(picked: File): Promise<string | null> {
    try {
      const { cells } = headerCells(await picked.slice(0, 64 * 1024).text());
      const guess = guessMapping(cells);
      setColumns(cells);
      setMapping(guess);
      setGuessed(isComplete(guess, cells.length));
      return null;
    } catch {
      return 'The file could not be read.';
    }
  }

  function previewUrl(): { url: string } | { refused: string } {
    if (!mapping || !columns) return { refused: USER_MSG.noCsvFile };
    const problems = mappingProblems(mapping, columns.length);
    if (problems.length > 0) return { refused: problems.join(' ') };
    return { url: `/api/users/csv/preview?${new URLSearchParams(mappingToParams(mapping))}` };
  }

  const options = (columns ?? []).map((c, i) => ({ value: String(i), label: c ? `${c} (column ${i + 1})` : `Column ${i + 1}` }));

  return (
    <CsvImportDialog<UserCsvPreview, ImportRow, UserImportResponse>
      title="Import users from CSV"
      noun={NOUN}
      messages={MESSAGES}
      previewUrl={previewUrl}
      isPreview={isUserCsvPreview}
      importUrl="/api/users/csv/import"
      rowsOf={(preview) => preview.okRows.map(({ name, email, phone }) => (phone ? { name, email, phone } : { name, email }))}
      success={USER_MSG.imported}
      onPick={readHeader}
      onReset={() => {
        setColumns(null);
        setMapping(null);
      }}
    >
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
    </CsvImportDialog>
  );
}
