'use client';

import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useMutation } from '@/components/ui/use-mutation';
import type { FeaturedChanged } from '@/lib/api/featured';
import { REMARKS_MAX } from '@/lib/featured';
import { postJson } from '@/lib/http/json';
import { textLength } from '@/lib/validation/text-length';

/** The additional-remarks link of a row and its editor: 'Remarks updated' / 'Error updating remarks', the text kept on failure. */
export function RemarksButton({ listingId, address, remarks, canEdit }: { listingId: string; address: string; remarks: string; canEdit: boolean }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(remarks);
  const { formRef, ...save } = useMutation({
    check: (value: string) =>
      textLength(value) > REMARKS_MAX ? { ok: false as const, errors: { remarks: `At most ${REMARKS_MAX} characters` } } : { ok: true as const, data: value },
    send: (value) => postJson<FeaturedChanged>('/api/featured/remarks', { listingId, remarks: value }),
    success: (answer) => answer.message,
    refresh: true,
    onSuccess: () => setOpen(false),
  });
  const label = remarks ? 'Edit remarks' : 'Add remarks';
  if (!remarks && !canEdit) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex max-w-56 flex-col items-start gap-0.5">
    {remarks ? <p className="line-clamp-2 text-sm">{remarks}</p> : null}
    <Dialog
      title={`Additional remarks: ${address}`}
      open={open}
      onOpenChange={(next) => {
        if (next) setText(remarks);
        setOpen(next);
      }}
      dismissible={!save.pending}
      trigger={
        <button type="button" className="text-start text-sm font-medium text-brand underline-offset-2 hover:underline" aria-label={`${canEdit ? label : 'Read remarks'} of ${address}`}>
          {canEdit ? label : 'Read remarks'}
        </button>
      }
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
          onChange={(e) => setText(e.target.value)}
        />
      </form>
    </Dialog>
    </div>
  );
}
