'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { FairHousingNotes } from '@/components/fair-housing/fair-housing-notes';
import { TextareaField, TextField } from '@/components/ui/field';
import { checkEntry, checkSectionTitle, RESOURCE_LIMITS, type EntryErrors } from '@/lib/app-resources/rules';

function Footer({ formId, label }: { formId: string; label: string }) {
  return (
    <>
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button type="submit" form={formId}>
        {label}
      </Button>
    </>
  );
}

export type SectionDraft = { mode: 'add' | 'addSub' | 'rename'; title: string; parentTitle?: string };

/** A section's title, for a new section, a new sub-section or a rename. Nothing is sent: the editor keeps it until 'Save & Apply to App'. */
export function SectionDialog({ draft, onSave, onClose }: { draft: SectionDraft; onSave: (title: string) => void; onClose: () => void }) {
  const formId = useId();
  const [title, setTitle] = useState(draft.title);
  const [error, setError] = useState<string | null>(null);
  const heading =
    draft.mode === 'rename' ? 'Rename section' : draft.mode === 'addSub' ? `Add a sub-section to “${draft.parentTitle}”` : 'Add section';
  return (
    <Dialog
      title={heading}
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      footer={<Footer formId={formId} label={draft.mode === 'rename' ? 'Done' : 'Add'} />}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const problem = checkSectionTitle(title);
          if (problem) {
            setError(problem);
            e.currentTarget.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
            return;
          }
          onSave(title.trim());
        }}
      >
        <div className="flex flex-col gap-2">
          <TextField
            label="Section title"
            name="title"
            value={title}
            maxLength={RESOURCE_LIMITS.title}
            required
            error={error ?? undefined}
            aria-describedby={`${formId}-fh`}
            onChange={(e) => setTitle(e.target.value)}
          />
          <FairHousingNotes id={`${formId}-fh`} text={title} onReword={setTitle} />
        </div>
      </form>
    </Dialog>
  );
}

export type EntryDraft = { mode: 'add' | 'edit'; sectionTitle: string; title: string; text: string; url: string };

/** The entry editor: Heading, Text and Link URL; a link that is not http(s) is refused with the reason. */
export function EntryDialog({
  draft,
  onSave,
  onClose,
}: {
  draft: EntryDraft;
  onSave: (entry: { title: string; text: string; url: string }) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [values, setValues] = useState({ title: draft.title, text: draft.text, url: draft.url });
  const [errors, setErrors] = useState<EntryErrors>({});
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <Dialog
      title={draft.mode === 'add' ? `Add a link to “${draft.sectionTitle}”` : 'Edit link'}
      open
      onOpenChange={(open) => !open && onClose()}
      size="md"
      footer={<Footer formId={formId} label={draft.mode === 'add' ? 'Add' : 'Done'} />}
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const found = checkEntry(values);
          setErrors(found);
          const first = (['title', 'text', 'url'] as const).find((k) => found[k]);
          if (first) {
            e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
            return;
          }
          onSave({ title: values.title.trim(), text: values.text.trim(), url: values.url.trim() });
        }}
      >
        <TextField
          label="Heading"
          name="title"
          value={values.title}
          maxLength={RESOURCE_LIMITS.title}
          required
          error={errors.title}
          aria-describedby={`${formId}-fh-title`}
          onChange={set('title')}
        />
        <FairHousingNotes id={`${formId}-fh-title`} text={values.title} onReword={(title) => setValues((v) => ({ ...v, title }))} />
        <TextareaField
          label="Text"
          name="text"
          value={values.text}
          rows={3}
          maxLength={RESOURCE_LIMITS.text}
          error={errors.text}
          aria-describedby={`${formId}-fh-text`}
          onChange={set('text')}
        />
        <FairHousingNotes id={`${formId}-fh-text`} text={values.text} onReword={(text) => setValues((v) => ({ ...v, text }))} />
        <TextField
          label="Link URL"
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Optional. The page the app opens, starting with https:// or http://."
          value={values.url}
          error={errors.url}
          onChange={set('url')}
        />
      </form>
    </Dialog>
  );
}
