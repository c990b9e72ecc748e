'use client';

import { useId, useState } from 'react';
import { FairHousingNotes } from '@/components/fair-housing/fair-housing-notes';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useMutation } from '@/components/hooks/use-mutation';
import type { FairHousingAnswer } from '@/lib/fair-housing/answers';
import type { FeaturedChanged } from '@/lib/featured/answers';
import { REMARKS_MAX } from '@/lib/featured/rules';
import { textLength } from '@/lib/forms/text-length';
import { postJson } from '@/lib/http/json';

/**
 * A listing's additional-remarks editor, opened by its row's remarks button (remarks-cell.tsx):
 * 'Remarks updated' / 'Error updating remarks', the text kept on failure. Read-only without canEdit.
 */
export function RemarksDialog({
  listingId,
  address,
  remarks,
  canEdit,
  onClose,
}: {
  listingId: string;
  address: string;
  remarks: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const notesId = useId();
  const [text, setText] = useState(remarks);
  const { formRef, ...save } = useMutation({
    check: (value: string) =>
      textLength(value) > REMARKS_MAX
        ? { ok: false as const, errors: { remarks: `At most ${REMARKS_MAX} characters` } }
        : { ok: true as const, data: value },
    send: (value) => postJson<FeaturedChanged & FairHousingAnswer>('/api/featured/remarks', { listingId, remarks: value }),
    success: (answer) => answer.message,
    refresh: true,
    // Saved with a fair-housing warning: the dialog stays open so the warning stays in view.
    onSuccess: (answer) => (answer.fairHousing.length === 0 ? onClose() : undefined),
  });
  return (
    <Dialog
      title={`Additional remarks: ${address}`}
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      dismissible={!save.pending}
      footer={canEdit ? <FormDialogFooter formId={formId} pending={save.pending} submitLabel="Save" /> : undefined}
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save.submit(text);
        }}
      >
        <TextareaField
          label="Additional remarks"
          name="remarks"
          rows={5}
          value={text}
          readOnly={!canEdit}
          hint={`Shown with the listing in the app. ${textLength(text)} / ${REMARKS_MAX} characters.`}
          error={save.errors.remarks}
          aria-describedby={canEdit ? notesId : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {canEdit ? <FairHousingNotes id={notesId} text={text} onReword={setText} /> : null}
      </form>
    </Dialog>
  );
}
