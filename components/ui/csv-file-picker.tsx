'use client';

import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useToast } from '@/components/ui/toast';
import { AGENT_CSV_MAX_BYTES, AGENT_MSG } from '@/lib/agents/check';

export interface CsvFilePickerProps {
  file: File | null;
  onPick: (file: File) => void;
  /** A file was refused by type here (the server checks the content again). */
  onRefused: (message: string) => void;
  disabled?: boolean;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Drop a CSV here or choose one with the button (a real button, so keyboard users reach the file
 * dialog). A file over 10 MB is refused before any upload, with an error toast naming it.
 */
export function CsvFilePicker({ file, onPick, onRefused, disabled = false }: CsvFilePickerProps) {
  const toast = useToast();
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled,
    accept: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv', '.txt'] },
    onDrop: (accepted, rejected) => {
      const picked = accepted[0];
      if (!picked) {
        if (rejected.length > 0) onRefused(AGENT_MSG.noCsvFile);
        return;
      }
      if (picked.size > AGENT_CSV_MAX_BYTES) {
        toast.error(AGENT_MSG.csvTooLarge(picked.name));
        return;
      }
      onPick(picked);
    },
  });

  return (
    <div
      {...getRootProps({
        className: cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center',
          isDragActive ? 'border-brand bg-brand-soft' : 'border-border-strong bg-surface-muted',
        ),
      })}
    >
      <input {...getInputProps({ 'aria-label': 'CSV file' })} />
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 text-muted-foreground" fill="none">
        <path
          d="M12 16V4m0 0-4 4m4-4 4 4M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="text-sm text-foreground">{isDragActive ? 'Drop the file here' : 'Drag a CSV file here, or'}</p>
      <Button variant="secondary" size="sm" onClick={open} disabled={disabled}>
        Choose file
      </Button>
      <p className="text-xs text-muted-foreground">Columns name and email, one agent per row. At most 10 MB.</p>
      <p aria-live="polite" className="text-sm font-medium text-foreground empty:hidden">
        {file ? `Selected: ${file.name} (${size(file.size)})` : ''}
      </p>
    </div>
  );
}
