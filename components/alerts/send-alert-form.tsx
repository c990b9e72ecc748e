'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AlertPreview } from '@/components/alerts/alert-preview';
import { LookupField, type LookupOption } from '@/components/alerts/lookup-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FairHousingNotes } from '@/components/fair-housing/fair-housing-notes';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import type { ListingSuggestionsResponse, RecipientsResponse, SendAlertResponse } from '@/lib/alerts/answers';
import { checkAlert, emptyAlert, type AlertValues } from '@/lib/alerts/check';
import {
  ALERT_TITLE_MAX,
  ALERT_TYPE_LABELS,
  defaultSchedule,
  RECIPIENT_SEARCH_MIN,
  SCHEDULE_HOURS,
  SCHEDULE_MINUTES,
  SEARCH_DEBOUNCE_MS,
  timeZoneLabel,
  zonedToday,
  type AlertType,
  type RecipientMode,
  type Timing,
} from '@/lib/alerts/rules';
import type { FairHousingAnswer } from '@/lib/fair-housing/answers';
import { FAIR_HOUSING_MSG } from '@/lib/fair-housing/check';
import { textLength } from '@/lib/forms/text-length';
import { getJson, postJson } from '@/lib/http/json';

/** A tag usable as a recipient (the alert tags). */
export type AlertTagOption = { id: number; name: string; background: string; textColor: string };
export type AlertOfficeOption = { id: number; name: string; depth: number };

export interface SendAlertFormProps {
  /** The form's id, for a submit button outside it (a dialog's footer); without `hideSubmit` the form has its own. */
  id?: string;
  /** Sends to this one user, the recipient fields fixed (the user detail's Push Notifications card). */
  recipient?: { id: number; name: string };
  /** The types offered (lib/alerts/rules.ts alertTypesFor). */
  types: readonly AlertType[];
  /** Tag recipients (alert tags); none hides the tags mode. */
  tags?: readonly AlertTagOption[];
  /** Choosing users is offered (not in restricted mode for admins). */
  userRecipients?: boolean;
  /** The office tree when offices are enabled. */
  offices?: readonly AlertOfficeOption[];
  /** The brokerage's time zone: schedules are in it. */
  timeZone: string;
  appName: string;
  appIcon: string;
  hideSubmit?: boolean;
  onPendingChange?: (pending: boolean) => void;
  onSent?: () => void;
}

const ISO_NOW = () => Date.now();

async function searchUsers(q: string, office: number | null, signal: AbortSignal): Promise<(LookupOption & { userId: number })[]> {
  const params = new URLSearchParams({ q });
  if (office !== null) params.set('office', String(office));
  const result = await getJson<RecipientsResponse>(`/api/alerts/recipients?${params}`, { signal });
  return result.ok ? result.data.users.map((u) => ({ id: String(u.id), userId: u.id, label: u.name, detail: u.email })) : [];
}

async function searchListings(q: string, signal: AbortSignal): Promise<(LookupOption & { key: string; address: string })[]> {
  const result = await getJson<ListingSuggestionsResponse>(`/api/alerts/listings?${new URLSearchParams({ q })}`, { signal });
  return result.ok
    ? result.data.listings.map((l) => ({ id: l.key, key: l.key, address: l.address, label: l.address, detail: `Listing ${l.key}` }))
    : [];
}

function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  onChange: (v: V) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-1.5"
    >
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium text-foreground">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md border border-border-strong px-3 py-1.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-brand"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Counted({ n, max }: { n: number; max: number }): ReactNode {
  return <span className={n > max ? 'text-danger' : undefined}>{`${n}/${max} characters`}</span>;
}

/**
 * The send form of /alerts and of the user detail's Push Notifications card: title, subtitle, type with
 * its content, recipients (a user, or tags; an office when offices are on), timing now or scheduled in
 * the brokerage's time zone, and a live preview. Checked with the shared rules before sending; a refusal
 * shows the server's message and keeps everything typed.
 */
export function SendAlertForm(props: SendAlertFormProps) {
  const {
    recipient,
    types,
    tags = [],
    userRecipients = true,
    offices = [],
    timeZone,
    appName,
    appIcon,
    hideSubmit,
    onPendingChange,
    onSent,
  } = props;
  const ownId = useId();
  const formId = props.id ?? ownId;
  const modes: RecipientMode[] = recipient
    ? ['users']
    : [...(userRecipients ? (['users'] as const) : []), ...(tags.length > 0 ? (['tags'] as const) : [])];
  const [start] = useState(() => {
    const v = emptyAlert(defaultSchedule(timeZone, ISO_NOW()), recipient);
    return { ...v, mode: modes[0] ?? 'users' } satisfies AlertValues;
  });
  const [values, setValues] = useState<AlertValues>(start);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const set = <K extends keyof AlertValues>(key: K, value: AlertValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const today = zonedToday(timeZone, ISO_NOW());

  const { formRef, ...send } = useMutation({
    check: (typed: AlertValues) => checkAlert(typed, zonedToday(timeZone, Date.now())),
    send: (data) => postJson<SendAlertResponse & FairHousingAnswer>('/api/alerts', data),
    // A sent notification cannot be edited: a Warn-mode warning goes with the confirmation.
    success: (answer) =>
      answer.fairHousing.length > 0
        ? FAIR_HOUSING_MSG.savedWithWarning(answer.message, [...new Set(answer.fairHousing.map((f) => f.phrase))])
        : answer.message,
    refresh: true,
    onPendingChange,
    onFailure: (message) => setServerMessage(message),
    onSuccess: () => {
      setServerMessage(null);
      setValues(start);
      onSent?.();
    },
  });
  const { errors } = send;

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerMessage(null);
    void send.submit(values);
  }

  const titleLength = textLength(values.title.trim());
  const subtitleLength = textLength(values.subtitle.trim());
  const previewValue = values.type === 'text' ? values.text : values.type === 'url' ? values.url : (values.listing?.address ?? '');
  const zone = timeZoneLabel(timeZone, ISO_NOW());

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
      <form ref={formRef} id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Send notification">
        {serverMessage ? (
          <p role="alert" className="rounded-md bg-danger-soft p-3 text-sm text-danger">
            {serverMessage}
          </p>
        ) : null}
        <TextField
          label="Title"
          name="title"
          autoComplete="off"
          required
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          hint={<Counted n={titleLength} max={ALERT_TITLE_MAX} />}
          aria-describedby={`${formId}-fh-title`}
        />
        <FairHousingNotes id={`${formId}-fh-title`} text={values.title} onReword={(next) => set('title', next)} />
        <TextField
          label="Subtitle"
          name="subtitle"
          autoComplete="off"
          required
          value={values.subtitle}
          onChange={(e) => set('subtitle', e.target.value)}
          error={errors.subtitle}
          hint={<Counted n={subtitleLength} max={ALERT_TITLE_MAX} />}
          aria-describedby={`${formId}-fh-subtitle`}
        />
        <FairHousingNotes id={`${formId}-fh-subtitle`} text={values.subtitle} onReword={(next) => set('subtitle', next)} />
        <RadioGroup<AlertType>
          legend="Alert type"
          name="type"
          value={values.type}
          options={types.map((t) => ({ value: t, label: ALERT_TYPE_LABELS[t] }))}
          onChange={(t) => set('type', t)}
          error={errors.type}
        />
        {values.type === 'text' ? (
          <>
            <TextareaField
              label="Text"
              name="text"
              required
              rows={3}
              value={values.text}
              onChange={(e) => set('text', e.target.value)}
              error={errors.text}
              aria-describedby={`${formId}-fh-text`}
            />
            <FairHousingNotes id={`${formId}-fh-text`} text={values.text} onReword={(next) => set('text', next)} />
          </>
        ) : null}
        {values.type === 'url' ? (
          <TextField
            label="URL"
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            required
            value={values.url}
            onChange={(e) => set('url', e.target.value)}
            error={errors.url}
          />
        ) : null}
        {values.type === 'listing' ? (
          <LookupField
            label="Listing"
            name="listing"
            placeholder="Street, city or zip"
            minChars={2}
            debounceMs={SEARCH_DEBOUNCE_MS}
            search={searchListings}
            chosen={
              values.listing
                ? {
                    id: values.listing.key,
                    label: values.listing.address,
                    detail: `Listing ${values.listing.key}`,
                    key: values.listing.key,
                    address: values.listing.address,
                  }
                : null
            }
            onChoose={(o) => set('listing', o ? { key: o.key, address: o.address } : null)}
            error={errors.listing}
            noResults={(q) => `No listings match “${q}”.`}
          />
        ) : null}

        {recipient ? (
          <LookupField
            label="Recipient"
            name="recipient"
            placeholder=""
            minChars={RECIPIENT_SEARCH_MIN}
            debounceMs={SEARCH_DEBOUNCE_MS}
            search={async () => []}
            chosen={{ id: String(recipient.id), label: recipient.name }}
            onChoose={() => undefined}
            fixed
            noResults={() => ''}
          />
        ) : (
          <>
            {modes.length > 1 ? (
              <RadioGroup<RecipientMode>
                legend="Send to"
                name="mode"
                value={values.mode}
                options={modes.map((m) => ({ value: m, label: m === 'users' ? 'A user' : 'Tags' }))}
                onChange={(m) => set('mode', m)}
              />
            ) : null}
            {offices.length > 0 ? (
              <SelectField
                label="Office"
                name="officeId"
                placeholder="All offices"
                value={values.officeId === null ? '' : String(values.officeId)}
                onChange={(e) => set('officeId', e.target.value ? Number(e.target.value) : null)}
                options={offices.map((o) => ({ value: String(o.id), label: `${'\u00a0\u00a0'.repeat(o.depth)}${o.name}` }))}
                error={errors.officeId}
              />
            ) : null}
            {values.mode === 'users' && modes.includes('users') ? (
              <LookupField
                label="Recipient"
                name="recipient"
                placeholder="Search users by name or email"
                minChars={RECIPIENT_SEARCH_MIN}
                debounceMs={SEARCH_DEBOUNCE_MS}
                search={(q, signal) => searchUsers(q, values.officeId, signal)}
                chosen={
                  values.recipient ? { id: String(values.recipient.id), userId: values.recipient.id, label: values.recipient.name } : null
                }
                onChoose={(o) => set('recipient', o ? { id: o.userId, name: o.label } : null)}
                error={errors.recipient}
                noResults={(q) => `No users match “${q}”.`}
              />
            ) : null}
            {values.mode === 'tags' ? (
              <fieldset
                aria-invalid={errors.tags ? true : undefined}
                aria-describedby={errors.tags ? `${formId}-tags-error` : undefined}
                className="flex flex-col gap-1.5"
              >
                <legend className="mb-1 text-sm font-medium text-foreground">Tags</legend>
                <div className="flex max-h-48 flex-wrap gap-2 overflow-y-auto">
                  {tags.map((tag) => (
                    <label
                      key={tag.id}
                      className="flex cursor-pointer items-center gap-1.5 rounded-full border border-border px-2 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand"
                    >
                      <input
                        type="checkbox"
                        name="tags"
                        value={tag.id}
                        checked={values.tags.includes(tag.id)}
                        onChange={(e) => set('tags', e.target.checked ? [...values.tags, tag.id] : values.tags.filter((t) => t !== tag.id))}
                      />
                      <span
                        className="rounded-full px-2 py-0.5 text-xs font-medium"
                        style={{ background: tag.background, color: tag.textColor }}
                      >
                        {tag.name}
                      </span>
                    </label>
                  ))}
                </div>
                {errors.tags ? (
                  <p id={`${formId}-tags-error`} className="text-sm text-danger">
                    {errors.tags}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
          </>
        )}

        <RadioGroup<Timing>
          legend="When"
          name="timing"
          value={values.timing}
          options={[
            { value: 'now', label: 'Send now' },
            { value: 'schedule', label: 'Schedule' },
          ]}
          onChange={(t) => set('timing', t)}
        />
        {values.timing === 'schedule' ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-foreground">Send on</legend>
            <div className="grid grid-cols-3 gap-3">
              <TextField
                label="Date"
                name="date"
                type="date"
                min={today}
                required
                value={values.date}
                onChange={(e) => set('date', e.target.value)}
                error={errors.date}
              />
              <SelectField
                label="Hour"
                name="hour"
                value={String(values.hour)}
                onChange={(e) => set('hour', Number(e.target.value))}
                options={SCHEDULE_HOURS.map((h) => ({ value: String(h), label: String(h).padStart(2, '0') }))}
                error={errors.hour}
              />
              <SelectField
                label="Minutes"
                name="minute"
                value={String(values.minute)}
                onChange={(e) => set('minute', Number(e.target.value))}
                options={SCHEDULE_MINUTES.map((m) => ({ value: String(m), label: String(m).padStart(2, '0') }))}
                error={errors.minute}
              />
            </div>
            <p className="text-xs text-muted-foreground">Time zone: {zone}</p>
          </fieldset>
        ) : null}
        {hideSubmit ? null : (
          <div className="flex justify-end">
            <Button type="submit" pending={send.pending}>
              {values.timing === 'schedule' ? 'Schedule notification' : 'Send notification'}
            </Button>
          </div>
        )}
      </form>
      <AlertPreview
        appName={appName}
        appIcon={appIcon}
        title={values.title}
        subtitle={values.subtitle}
        type={values.type}
        value={previewValue}
      />
    </div>
  );
}
