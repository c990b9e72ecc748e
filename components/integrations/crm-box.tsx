'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { getJson, postJson } from '@/lib/http/json';
import type { IntegrationRead, IntegrationSaved } from '@/lib/integrations/answers';
import {
  checkIntegration,
  CRMS,
  crmOf,
  FIELD_LABEL,
  INTEGRATION_MSG,
  PROVIDER_MANAGED,
  shouldPoll,
  SYNC_POLL,
  syncBadge,
  type CrmField,
  type IntegrationValues,
  type IntegrationView,
} from '@/lib/integrations/rules';

export interface CrmBoxProps {
  initial: IntegrationView;
  /** Save shown (not in read-only mode). */
  canSave: boolean;
}

const valuesOf = (i: IntegrationView): IntegrationValues => ({
  name: i.managed ? 'none' : i.name,
  api_key: '',
  api_url: i.apiUrl,
  username: i.username,
  password: '',
  active: i.active,
});

/** The sync badge, re-read every 5 seconds while checking, at most 20 times, first shown after 200 ms. */
function SyncStatus({ info, onChange }: { info: IntegrationView; onChange: (info: IntegrationView) => void }) {
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const first = window.setTimeout(() => setShown(true), SYNC_POLL.firstDisplayMs);
    return () => window.clearTimeout(first);
  }, []);
  const polling = shouldPoll(info);
  useEffect(() => {
    if (!polling) return;
    let checks = 0;
    let stopped = false;
    const timer = window.setInterval(async () => {
      checks += 1;
      if (checks > SYNC_POLL.maxChecks) {
        window.clearInterval(timer);
        return;
      }
      const result = await getJson<IntegrationRead>('/api/integrations');
      if (stopped) return;
      if (!result.ok) {
        setFailed(true);
        window.clearInterval(timer);
        return;
      }
      setFailed(false);
      latest.current(result.data.info);
    }, SYNC_POLL.everyMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [polling, info.name]);
  const badge = syncBadge(info);
  return (
    <div className="flex min-h-6 flex-wrap items-center gap-2" aria-live="polite">
      {shown && badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null}
      {failed ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {INTEGRATION_MSG.loadFailed}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The CRM box: choose a CRM of the spec's table and fill exactly its required
 * fields ('All fields are required'), the active switch ('Integration updated'), Save ('Integration data
 * has been saved' / 'Error saving integration data') and the sync badge. A saved secret is never shown:
 * its field reads as set, and left empty it is kept. A provider-managed integration is shown read-only.
 */
export function CrmBox({ initial, canSave }: CrmBoxProps) {
  const toast = useToast();
  const [info, setInfo] = useState(initial);
  const [values, setValues] = useState(() => valuesOf(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const crm = crmOf(values.name);

  if (info.managed) {
    const provider = PROVIDER_MANAGED[info.name]!;
    return (
      <div className="flex flex-col gap-3 text-sm">
        <p>
          <strong>{provider.label}</strong>
        </p>
        <p>{INTEGRATION_MSG.managed(provider.label)}</p>
        {provider.status ? <SyncStatus info={info} onChange={setInfo} /> : null}
      </div>
    );
  }

  async function send(next: IntegrationValues, success: string): Promise<boolean> {
    setProblem(null);
    const refused = checkIntegration(next, info);
    if (refused) {
      setProblem(refused);
      return false;
    }
    setPending(true);
    const result = await postJson<IntegrationSaved>('/api/integrations', next);
    setPending(false);
    if (!result.ok) {
      toast.error(
        result.status === 400 && result.message === INTEGRATION_MSG.required ? INTEGRATION_MSG.required : INTEGRATION_MSG.saveFailed,
      );
      return false;
    }
    setInfo(result.data.info);
    setValues((v) => ({ ...v, api_key: '', password: '' }));
    toast.success(success);
    return true;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(values, INTEGRATION_MSG.saved);
  }

  const field = (f: CrmField) => {
    const secret = f === 'api_key' || f === 'password';
    const set = values.name === info.name && ((f === 'api_key' && info.apiKeySet) || (f === 'password' && info.passwordSet));
    return (
      <TextField
        key={f}
        label={FIELD_LABEL[f]}
        name={f}
        type={f === 'password' ? 'password' : f === 'api_url' ? 'url' : 'text'}
        autoComplete={secret ? 'new-password' : 'off'}
        required
        value={values[f]}
        placeholder={set ? '••••••••' : undefined}
        hint={set ? INTEGRATION_MSG.secretSet : undefined}
        readOnly={!canSave}
        onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
      />
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <SelectField
        label="CRM"
        name="name"
        value={values.name}
        disabled={!canSave}
        options={CRMS.map((c) => ({ value: c.name, label: c.label }))}
        onChange={(e) => {
          setProblem(null);
          setValues((v) => ({ ...v, name: e.target.value }));
        }}
      />
      {values.name === 'none' ? <p className="text-sm text-muted-foreground">{INTEGRATION_MSG.none}</p> : null}
      {(crm.fields as readonly CrmField[]).map(field)}
      {values.name !== 'none' ? (
        // The sync badge beside the switch it reports on: above the first field it left an empty band until shown.
        <div className="flex flex-wrap items-center gap-3">
          <Switch
            checked={values.active}
            label="Integration active"
            disabled={!canSave}
            busy={pending}
            onToggle={() => {
              const next = { ...values, active: !values.active };
              setValues(next);
              // A saved integration of this CRM: the switch saves at once.
              if (info.name === values.name) void send(next, INTEGRATION_MSG.updated).then((ok) => !ok && setValues(values));
            }}
          />
          <span aria-hidden="true" className="text-sm">
            Active
          </span>
          <SyncStatus key={`${info.name}-${info.active}-${info.syncChecked}-${info.error ?? ''}`} info={info} onChange={setInfo} />
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      {canSave ? (
        <div>
          <Button type="submit" pending={pending}>
            Save
          </Button>
        </div>
      ) : null}
    </form>
  );
}
