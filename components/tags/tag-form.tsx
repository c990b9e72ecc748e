'use client';

import { useState, type FormEvent } from 'react';
import { CheckboxField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { TagColorPicker } from '@/components/tags/tag-color-picker';
import type { TagResponse } from '@/lib/tags/answers';
import { postJson } from '@/lib/http/json';
import { TAG_MSG } from '@/lib/tags/rules';
import { checkTag, EMPTY_TAG, type TagValues } from '@/lib/tags/check';

/** The tag being edited, as the form starts from it (its colour '' when it is no preset). */
export type EditableTag = TagValues & { id: number };

export interface TagFormProps {
  id: string;
  /** Absent: a new tag. */
  tag?: EditableTag;
  /** The 'available to all agents' option (admins: lib/tags/rules.ts offersSuperTag). */
  offerSuper: boolean;
  onPendingChange: (pending: boolean) => void;
  onSaved: () => void;
  /** Where a new tag is sent: /api/tags, or the user detail's own route that also gives it to the user. */
  createUrl?: string;
}

/**
 * Name, colour and, for admins, 'Available to all agents'; checked with the shared rules before
 * sending. A refusal toasts the server's message and keeps what was typed.
 */
export function TagForm({ id, tag, offerSuper, onPendingChange, onSaved, createUrl = '/api/tags' }: TagFormProps) {
  const [values, setValues] = useState<TagValues>(tag ? { name: tag.name, color: tag.color, superTag: tag.superTag } : EMPTY_TAG);
  const { formRef, ...save } = useMutation({
    check: (typed: TagValues) => checkTag({ name: typed.name, color: typed.color, superTag: offerSuper ? typed.superTag : undefined }),
    send: (data) => postJson<TagResponse>(tag ? `/api/tags/${tag.id}` : createUrl, data),
    success: (answer) => answer.message,
    refresh: true,
    onPendingChange,
    onSuccess: onSaved,
  });
  const { errors } = save;

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit(values);
  }

  return (
    <form ref={formRef} id={id} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        required
        value={values.name}
        onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
        error={errors.name}
      />
      <TagColorPicker value={values.color} onChange={(color) => setValues((v) => ({ ...v, color }))} error={errors.color} />
      {offerSuper ? (
        <CheckboxField
          label={TAG_MSG.superForAdmin}
          name="superTag"
          checked={values.superTag}
          onChange={(event) => setValues((v) => ({ ...v, superTag: event.target.checked }))}
          hint="Every agent can use it; only an account admin can change it."
        />
      ) : null}
    </form>
  );
}
