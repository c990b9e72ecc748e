'use client';

import { useState, type FormEvent } from 'react';
import { AgentsField, agentLabel } from '@/components/routing/agents-field';
import { TerritoryField } from '@/components/routing/territory-field';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import { sendJson } from '@/lib/http/json';
import type { RulesSaved } from '@/lib/routing/answers';
import { checkRule, errorAt, listProblem, type FieldErrors } from '@/lib/routing/check';
import { bodyRule, draftOf, ruleOf, withRule, type RuleDraft } from '@/lib/routing/draft';
import { HANDOUTS, HOPS, SIGNUP_SOURCES, WINDOW_MINUTES, type RoutingRule } from '@/lib/routing/model';
import { HANDOUT_HINTS, HANDOUT_LABELS, RULE_NAME_MAX, SOURCE_LABELS } from '@/lib/routing/rules';
import { contextOf, type RuleChoices, type TerritoryMapSetup } from '@/lib/routing/screen';

export interface RuleFormProps {
  id: string;
  rule: RoutingRule;
  /** The list the rule is saved into (the caller's rules, in order). */
  rules: RoutingRule[];
  choices: RuleChoices;
  map: TerritoryMapSetup;
  onPendingChange: (pending: boolean) => void;
  onSaved: () => void;
}

/** A list problem shown above the fields: the form has no field of its own for it. */
const LIST = 'list';

/**
 * A rule's fields: its name; for every rule but the catch-all, the leads it takes (office, sources,
 * territory, price band); then who gets them, the minutes to respond, the agents to try and the
 * fallback. Checked with the shared rule check against the page's agents and offices; saved as the
 * whole list, which the server checks again.
 */
export function RuleForm({ id, rule, rules, choices, map, onPendingChange, onSaved }: RuleFormProps) {
  const [draft, setDraft] = useState<RuleDraft>(() => draftOf(rule));
  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const ctx = contextOf(choices);

  const { formRef, ...save } = useMutation({
    check: (typed: RuleDraft) => {
      const next = ruleOf(typed, rule);
      const errors: FieldErrors = checkRule(next, ctx);
      if (Object.keys(errors).length) return { ok: false as const, errors };
      const list = withRule(rules, next).map(bodyRule);
      const problem = listProblem(list, choices.scope);
      return problem ? { ok: false as const, errors: { [LIST]: problem.message } } : { ok: true as const, data: list };
    },
    send: (list) => sendJson<RulesSaved>('PUT', '/api/routing/rules', { rules: list }),
    success: (answer) => answer.message,
    refresh: true,
    onPendingChange,
    onSuccess: onSaved,
  });
  const { errors } = save;

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit(draft);
  }

  const officeOptions = [
    ...(choices.scope === 'brokerage' ? [{ value: '', label: 'Any office' }] : []),
    ...choices.offices.map((o) => ({ value: String(o.id), label: `${'\u00a0\u00a0'.repeat(o.depth)}${o.name}` })),
  ];

  return (
    <form ref={formRef} id={id} noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Routing rule">
      {errors[LIST] ? (
        <p role="alert" className="text-sm text-danger">
          {errors[LIST]}
        </p>
      ) : null}
      <TextField
        label="Name"
        name="name"
        required
        autoComplete="off"
        maxLength={RULE_NAME_MAX * 2}
        value={draft.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />

      {rule.catchAll ? (
        <p className="rounded-md bg-surface-sunken px-3 py-2 text-sm text-muted-foreground">
          The catch-all rule takes every lead no rule above takes. It always comes last and cannot be removed; choose who gets its leads.
        </p>
      ) : (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-base font-semibold">Which leads</legend>
          {choices.officesOn ? (
            <SelectField
              label="Office"
              name="officeId"
              hint="Leads who signed up through this office (their invite link's agent's office)."
              value={draft.officeId}
              options={officeOptions}
              onChange={(e) => set('officeId', e.target.value)}
              error={errors.officeId ?? errorAt(errors, 'match.officeId')}
            />
          ) : null}
          <fieldset aria-describedby="rule-sources-hint">
            <legend className="mb-1 text-sm font-medium">Signed up through</legend>
            <p id="rule-sources-hint" className="mb-2 text-xs text-muted-foreground">
              None ticked: any source.
            </p>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {SIGNUP_SOURCES.map((s) => (
                <CheckboxField
                  key={s}
                  label={SOURCE_LABELS[s]}
                  name="match.sources"
                  checked={draft.sources.includes(s)}
                  onChange={(e) => set('sources', e.target.checked ? [...draft.sources, s] : draft.sources.filter((x) => x !== s))}
                />
              ))}
            </div>
            <div aria-live="polite" className="text-sm text-danger empty:hidden">
              {errorAt(errors, 'match.sources') ? <p>{errorAt(errors, 'match.sources')}</p> : null}
            </div>
          </fieldset>
          <TerritoryField
            value={draft.territory}
            onChange={(t) => set('territory', t)}
            map={map}
            error={errorAt(errors, 'match.territory')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Lowest price ($)"
              name="match.priceMin"
              inputMode="numeric"
              autoComplete="off"
              hint="Blank: no lowest price."
              value={draft.priceMin}
              onChange={(e) => set('priceMin', e.target.value)}
              error={errors['match.priceMin']}
            />
            <TextField
              label="Highest price ($)"
              name="match.priceMax"
              inputMode="numeric"
              autoComplete="off"
              hint="Blank: no highest price."
              value={draft.priceMax}
              onChange={(e) => set('priceMax', e.target.value)}
              error={errors['match.priceMax']}
            />
          </div>
        </fieldset>
      )}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-base font-semibold">Who gets them</legend>
        <fieldset role="radiogroup" aria-describedby="rule-handout-hint">
          <legend className="mb-1 text-sm font-medium">Hand-out</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {HANDOUTS.map((h) => (
              <label key={h} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="handout"
                  value={h}
                  checked={draft.handout === h}
                  onChange={() => set('handout', h)}
                  className="size-4"
                />
                {HANDOUT_LABELS[h]}
              </label>
            ))}
          </div>
          <p id="rule-handout-hint" className="mt-1 text-xs text-muted-foreground">
            {HANDOUT_HINTS[draft.handout]}
          </p>
        </fieldset>
        <AgentsField
          handout={draft.handout}
          value={draft.agents}
          onChange={(a) => set('agents', a)}
          agents={choices.agents}
          errors={errors}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-base font-semibold">When nobody responds</legend>
        <TextField
          label="Minutes to respond"
          name="windowMinutes"
          type="number"
          inputMode="numeric"
          min={WINDOW_MINUTES.min}
          max={WINDOW_MINUTES.max}
          hint="Counted inside office hours."
          value={draft.windowMinutes}
          onChange={(e) => set('windowMinutes', e.target.value)}
          error={errors.windowMinutes}
        />
        <TextField
          label="Agents to try"
          name="hops"
          type="number"
          inputMode="numeric"
          min={HOPS.min}
          max={HOPS.max}
          hint="Offered to this many agents in turn."
          value={draft.hops}
          onChange={(e) => set('hops', e.target.value)}
          error={errors.hops}
        />
        <SelectField
          label="Then"
          name="fallback.agentId"
          className="sm:col-span-2"
          value={draft.fallbackAgentId}
          options={[
            { value: '', label: 'Leave the lead unassigned' },
            ...choices.agents.filter((a) => a.active).map((a) => ({ value: String(a.id), label: `Give it to ${agentLabel(a)}` })),
          ]}
          onChange={(e) => set('fallbackAgentId', e.target.value)}
          error={errorAt(errors, 'fallback')}
        />
      </fieldset>
    </form>
  );
}
