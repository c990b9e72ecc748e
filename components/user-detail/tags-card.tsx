'use client';

import { useState } from 'react';
import { TagChip } from '@/components/tags/tag-chip';
import { TagDialog } from '@/components/tags/tag-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CloseIcon } from '@/components/ui/close-icon';
import { SelectField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { sendJson } from '@/lib/http/json';
import type { Tag } from '@/lib/tags/rules';
import type { UserChanged } from '@/lib/user-detail/answers';

export interface TagsCardProps {
  userId: number;
  tags: Tag[];
  /** The tags the viewer may give (the virtual Agent tag left out): only what the select shows. */
  available: Pick<Tag, 'id' | 'name'>[];
  editable: boolean;
  createTag: boolean;
  offerSuper: boolean;
}

/** The user's tags: remove one, add one the viewer sees, or create a new one that the user gets at once. */
export function TagsCard({ userId, tags, available, editable, createTag, offerSuper }: TagsCardProps) {
  const [choice, setChoice] = useState('');
  const change = useMutation({
    send: ({ tagId, add }: { tagId: number; add: boolean }) =>
      sendJson<UserChanged>(add ? 'POST' : 'DELETE', `/api/user-detail/${userId}/tags/${tagId}`, {}),
    success: (answer) => answer.message,
    refresh: true,
    onSuccess: () => setChoice(''),
  });
  const carried = new Set(tags.map((t) => t.id));
  const options = available.filter((t) => !carried.has(t.id)).map((t) => ({ value: String(t.id), label: t.name }));

  return (
    <Card title="Tags" actions={createTag ? <TagDialog offerSuper={offerSuper} createUrl={`/api/user-detail/${userId}/tags/new`} /> : null}>
      {tags.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tags yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="User tags">
          {tags.map((tag) => (
            <li key={tag.id} className="inline-flex items-center gap-0.5">
              <TagChip tag={tag} />
              {editable ? (
                <button
                  type="button"
                  aria-label={`Remove ${tag.name}`}
                  disabled={change.pending}
                  onClick={() => void change.submit({ tagId: tag.id, add: false })}
                  className="rounded-full p-0.5 text-muted-foreground hover:bg-surface-sunken hover:text-foreground disabled:opacity-50"
                >
                  <CloseIcon size="sm" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable && options.length > 0 ? (
        <form
          className="mt-4 flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (choice) void change.submit({ tagId: Number(choice), add: true });
          }}
        >
          <SelectField
            label="Add a tag"
            placeholder="Choose a tag"
            options={options}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" pending={change.pending} disabled={!choice}>
            Add
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
