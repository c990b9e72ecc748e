'use client';

import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/states';
import type { TranscriptResponse } from '@/lib/chat/answers';
import { CHAT_MSG } from '@/lib/chat/rules';
import { getJson } from '@/lib/http/json';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; transcript: string };

/** A room's transcript in a dialog, read when opened ('Unable to load transcript' on failure), with a text-file download from the server. */
export function TranscriptDialog({ roomId }: { roomId: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  async function read() {
    setLoaded({ kind: 'loading' });
    const answer = await getJson<TranscriptResponse>(`/api/chat/transcript/${encodeURIComponent(roomId)}`);
    setLoaded(answer.ok ? { kind: 'ready', transcript: answer.data.transcript } : { kind: 'failed' });
  }

  return (
    <Dialog
      title={`Transcript of ${roomId}`}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void read();
      }}
      size="lg"
      trigger={
        <Button variant="secondary" size="sm" aria-label={`View transcript of ${roomId}`}>
          View transcript
        </Button>
      }
      footer={
        loaded.kind === 'ready' ? (
          // The server answers the file (its name and a new random number each time) and records the export.
          <a href={`/api/chat/transcript/${encodeURIComponent(roomId)}/download`} download className={buttonClasses()}>
            Download
          </a>
        ) : loaded.kind === 'failed' ? (
          <Button variant="secondary" onClick={() => void read()}>
            Try again
          </Button>
        ) : null
      }
    >
      {loaded.kind === 'loading' ? (
        <LoadingState label="Loading transcript" />
      ) : loaded.kind === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {CHAT_MSG.transcriptFailed}
        </p>
      ) : (
        <pre
          tabIndex={0}
          aria-label="Transcript"
          className="max-h-96 overflow-auto rounded-md bg-surface-sunken p-3 text-xs whitespace-pre-wrap"
        >
          {loaded.transcript || CHAT_MSG.noMessages}
        </pre>
      )}
    </Dialog>
  );
}
