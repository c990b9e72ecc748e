'use client';

import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ContactLinks } from '@/components/ui/contact-links';
import { TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { formatDate } from '@/lib/format';
import { postJson } from '@/lib/http/json';
import type { UserChanged } from '@/lib/user-detail/answers';
import { checkField } from '@/lib/user-detail/check';
import { LEVEL_LABELS, LEVEL_TONES, type LeadLevel } from '@/lib/insights/score';
import { FIELD_LABELS, FIELD_SAVED, USER_FIELDS, USER_MSG, type UserField } from '@/lib/user-detail/rules';

export interface ProfileCardProps {
  userId: number;
  /** Name, email and phone; null where restricted mode hides them (the card says so instead). */
  values: Record<UserField, string> | null;
  photo: string | null;
  active: boolean;
  joinedAt: number;
  lastLoginAt: number | null;
  loginCount: number;
  /** Inline edits offered (hidden in read-only mode). */
  editable: boolean;
  /** Insights' level and reasons for the last 7 days (lib/insights/score.ts), when the plan includes them. */
  lead?: { level: LeadLevel; reasons: string[] } | null;
  /** The promotion and activation buttons, drawn under the details. */
  actions?: React.ReactNode;
}

/** The user's name, email and phone, each edited in place and saved on its own; with joined, last login and status. */
export function ProfileCard({
  userId,
  values,
  photo,
  active,
  joinedAt,
  lastLoginAt,
  loginCount,
  editable,
  lead,
  actions,
}: ProfileCardProps) {
  const [saved, setSaved] = useState(values);
  return (
    <Card title="Profile" actions={<Badge tone={active ? 'success' : 'danger'}>{active ? 'Active' : 'Inactive'}</Badge>}>
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Avatar name={saved?.display_name} src={photo} size="lg" />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted-foreground">Joined</dt>
            <dd>{formatDate(joinedAt)}</dd>
            <dt className="text-muted-foreground">Last login</dt>
            <dd>{lastLoginAt ? formatDate(lastLoginAt) : 'Never'}</dd>
            <dt className="text-muted-foreground">Logins</dt>
            <dd className="tabular-nums">{loginCount}</dd>
            {lead ? (
              <>
                <dt className="text-muted-foreground">Level</dt>
                <dd data-testid="lead-level">
                  <Badge tone={LEVEL_TONES[lead.level]}>{LEVEL_LABELS[lead.level]}</Badge>{' '}
                  <span className="text-xs text-muted-foreground">last 7 days</span>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        {saved ? <ContactLinks contact={{ name: saved.display_name, email: saved.email, phone: saved.phone, userId }} /> : null}
        {lead && lead.reasons.length > 0 ? (
          <ul aria-label="Why this level" className="flex list-disc flex-col gap-0.5 pl-5 text-sm" data-testid="lead-reasons">
            {lead.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
        {saved ? (
          <div className="flex flex-col gap-3">
            {USER_FIELDS.map((field) => (
              <InlineField
                key={field}
                userId={userId}
                field={field}
                value={saved[field]}
                editable={editable}
                onSaved={(value) => setSaved((s) => (s ? { ...s, [field]: value } : s))}
              />
            ))}
          </div>
        ) : (
          <p role="note" className="text-sm text-muted-foreground">
            {USER_MSG.identityHidden}
          </p>
        )}
        {actions ? <div className="flex flex-wrap gap-2 border-t border-border pt-4">{actions}</div> : null}
      </div>
    </Card>
  );
}

function InlineField({
  userId,
  field,
  value,
  editable,
  onSaved,
}: {
  userId: number;
  field: UserField;
  value: string;
  editable: boolean;
  onSaved: (value: string) => void;
}) {
  const label = FIELD_LABELS[field];
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const { formRef, ...save } = useMutation({
    check: (input: { value: string }) => {
      const r = checkField(field, input.value);
      return r.ok ? { ok: true as const, data: { value: r.data.value ?? '' } } : r;
    },
    send: (data: { value: string }) => postJson<UserChanged>(`/api/user-detail/${userId}/field`, { field, value: data.value }),
    success: FIELD_SAVED[field],
    refresh: true,
    onSuccess: (_answer, data) => {
      onSaved(data.value);
      setEditing(false);
    },
  });

  if (!editing) {
    return (
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-muted-foreground">{label}</p>
          <p className="truncate text-sm" data-testid={`user-${field}`}>
            {value || <span className="text-muted-foreground">Not set</span>}
          </p>
        </div>
        {editable ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Edit ${label.toLowerCase()}`}
            onClick={() => {
              setText(value);
              save.reset();
              setEditing(true);
            }}
          >
            Edit
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div>
      <form
        ref={formRef}
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save.submit({ value: text });
        }}
      >
        <TextField
          name="value"
          label={label}
          type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          value={text}
          required={field !== 'phone'}
          autoFocus
          error={save.errors.value}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" pending={save.pending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="secondary" disabled={save.pending} onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
