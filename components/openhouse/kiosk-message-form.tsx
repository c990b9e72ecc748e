'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FairHousingNotes } from '@/components/fair-housing/fair-housing-notes';
import { TextareaField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { FAIR_HOUSING_MSG } from '@/lib/fair-housing/check';
import { textLength } from '@/lib/forms/text-length';
import { postJson } from '@/lib/http/json';
import type { KioskMessageSaved } from '@/lib/openhouse/answers';
import { checkKioskMessage } from '@/lib/openhouse/check';
import { KIOSK_MESSAGE_MAX, OPEN_HOUSE_MSG } from '@/lib/openhouse/rules';

/**
 * The kiosk message: what the open house kiosk greets visitors with. A live count against the 250
 * characters (over it, the form says so and sends nothing); 'Open House message has been saved' /
 * 'Error saving Open House message', the text kept after a failure. Read-only: shown, not editable, no Save.
 */
export function KioskMessageForm({ initial, canSave }: { initial: string; canSave: boolean }) {
  const formId = useId();
  const countId = useId();
  const notesId = useId();
  const [message, setMessage] = useState(initial);
  const { formRef, ...save } = useMutation({
    check: checkKioskMessage,
    send: (data) => postJson<KioskMessageSaved>('/api/openhouse', data),
    success: (answer) => answer.message,
    failureToast: FAIR_HOUSING_MSG.failureText(OPEN_HOUSE_MSG.failed),
    onSuccess: (answer) => setMessage(answer.kioskMessage),
  });
  const length = textLength(message);
  const over = length > KIOSK_MESSAGE_MAX;

  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save.submit({ message });
      }}
      className="flex flex-col gap-3"
    >
      <TextareaField
        label="Kiosk message"
        name="message"
        hint="Shown on the open house kiosk when visitors sign in."
        value={message}
        rows={4}
        readOnly={!canSave}
        aria-describedby={canSave ? `${countId} ${notesId}` : countId}
        error={save.errors.message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <p id={countId} aria-live="polite" className={over ? 'text-sm font-medium text-danger' : 'text-sm text-muted-foreground'}>
        {length} / {KIOSK_MESSAGE_MAX} characters
      </p>
      {canSave ? <FairHousingNotes id={notesId} text={message} onReword={setMessage} /> : null}
      {canSave ? (
        <div>
          <Button type="submit" pending={save.pending}>
            Save
          </Button>
        </div>
      ) : null}
    </form>
  );
}
