'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';
import { checkBrokerageName, checkDmcaLink, checkWebhookUrl } from '@/lib/settings/rules';
import { crmEmailProblem } from '@/lib/user-settings/check';

/** The browser's checks by name (a server page cannot hand a function to a client component). */
const CHECKS = { name: checkBrokerageName, dmca: checkDmcaLink, webhook: checkWebhookUrl, crmEmail: crmEmailProblem } as const;

export interface SettingFieldFormProps {
  label: string;
  /** The body's one field, e.g. 'dmcaLink'. */
  field: string;
  initial: string;
  url: string;
  /** Which of lib/settings/rules.ts's checks the value passes before it is sent. */
  check: keyof typeof CHECKS;
  type?: 'text' | 'url' | 'email';
  hint?: string;
  canSave: boolean;
  /** The spec's failure text, when it has one ('Webhook update failed'); the server's message otherwise. */
  failedText?: string;
}

/** One setting with its own Save: checked at once, the spec's toast, what was typed kept on failure. */
export function SettingFieldForm({ label, field, initial, url, check, type = 'text', hint, canSave, failedText }: SettingFieldFormProps) {
  const [value, setValue] = useState(initial);
  const { formRef, ...save } = useMutation({
    check: (v: string) => {
      const problem = CHECKS[check](v);
      return problem ? { ok: false as const, errors: { [field]: problem } } : { ok: true as const, data: v.trim() };
    },
    send: (v) => postJson<{ message: string }>(url, { [field]: v }),
    success: (answer) => answer.message,
    failureToast: failedText ? { text: failedText } : 'server',
    refresh: true,
  });
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save.submit(value);
      }}
    >
      <TextField
        className="min-w-64 flex-1"
        label={label}
        name={field}
        type={type}
        value={value}
        hint={hint}
        readOnly={!canSave}
        error={save.errors[field]}
        onChange={(e) => setValue(e.target.value)}
      />
      {canSave ? (
        <Button type="submit" variant="secondary" pending={save.pending} aria-label={`Save ${label.toLowerCase()}`}>
          Save
        </Button>
      ) : null}
    </form>
  );
}
