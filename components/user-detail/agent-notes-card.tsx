'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';
import type { UserChanged } from '@/lib/user-detail/answers';
import { checkNotes, NOTES_MAX } from '@/lib/user-detail/check';
import { USER_MSG } from '@/lib/user-detail/rules';

/** The agent's private notes on the user, saved by the button ('Agent notes saved' / 'Error saving'); typed text stays on failure. */
export function AgentNotesCard({ userId, notes, editable }: { userId: number; notes: string; editable: boolean }) {
  const [text, setText] = useState(notes);
  const { formRef, ...save } = useMutation({
    check: checkNotes,
    send: (data) => postJson<UserChanged>(`/api/user-detail/${userId}/notes`, data),
    success: USER_MSG.notesSaved,
  });
  return (
    <Card title="Agent notes">
      {editable ? (
        <form
          ref={formRef}
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save.submit({ notes: text });
          }}
        >
          <TextareaField
            name="notes"
            label="Notes about this user"
            hint="Only you and your admins see these."
            rows={5}
            maxLength={NOTES_MAX}
            value={text}
            error={save.errors.notes}
            onChange={(event) => setText(event.target.value)}
          />
          <div>
            <Button type="submit" size="sm" pending={save.pending}>
              Save notes
            </Button>
          </div>
        </form>
      ) : (
        <p className="whitespace-pre-wrap text-sm" data-testid="agent-notes">
          {notes || <span className="text-muted-foreground">No notes yet.</span>}
        </p>
      )}
    </Card>
  );
}
