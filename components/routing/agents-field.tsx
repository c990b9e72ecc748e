'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { errorAt } from '@/lib/routing/check';
import type { Handout } from '@/lib/routing/model';
import { WEIGHT } from '@/lib/routing/rules';
import type { AgentOption } from '@/lib/routing/screen';

/** A chosen agent as the form holds it: the weight as typed. */
export type AgentDraft = { agentId: number; weight: string };

export interface AgentsFieldProps {
  handout: Handout;
  value: AgentDraft[];
  onChange: (next: AgentDraft[]) => void;
  agents: AgentOption[];
  /** The rule check's messages, keyed by path ('agents.1.weight'). */
  errors: Readonly<Record<string, string | undefined>>;
}

/** 'Avery Agent (paused)', 'Casey Gone (inactive)'. */
export function agentLabel(a: Pick<AgentOption, 'name' | 'active' | 'paused'>): string {
  return a.active ? (a.paused ? `${a.name} (paused)` : a.name) : `${a.name} (inactive)`;
}

/**
 * Who gets the rule's leads. One agent: a single choice. A group: the agents chosen, each with a
 * weight in a round robin (a weight of 2 is two turns in each round); nobody chosen is every active
 * agent. The weight is typed as text and checked by the rule check, which names a bad one.
 */
export function AgentsField({ handout, value, onChange, agents, errors }: AgentsFieldProps) {
  const [adding, setAdding] = useState('');
  const nameOf = (id: number) => agents.find((a) => a.id === id)?.name ?? `Agent ${id}`;
  const general = errors.agents;

  if (handout === 'one_agent') {
    return (
      <SelectField
        label="Agent"
        name="agents.0.agentId"
        required
        value={value[0] ? String(value[0].agentId) : ''}
        placeholder="Choose an agent"
        options={agents.filter((a) => a.active).map((a) => ({ value: String(a.id), label: agentLabel(a) }))}
        onChange={(e) => onChange(e.target.value ? [{ agentId: Number(e.target.value), weight: value[0]?.weight ?? '1' }] : [])}
        error={errorAt(errors, 'agents.0') ?? general}
      />
    );
  }

  const left = agents.filter((a) => a.active && !value.some((v) => v.agentId === a.id));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby="rule-agents-hint">
      <legend className="mb-1 text-sm font-medium">Agents</legend>
      <p id="rule-agents-hint" className="text-xs text-muted-foreground">
        {value.length
          ? handout === 'round_robin'
            ? `Weight ${WEIGHT.min}–${WEIGHT.max}: how many turns each agent has in a round.`
            : 'Each lead is offered to all of them at once.'
          : 'Nobody chosen: every active agent takes part.'}
      </p>
      {value.length ? (
        <ul className="flex flex-col gap-2" aria-label="Chosen agents">
          {value.map((a, i) => (
            <li key={a.agentId} className="flex flex-wrap items-start gap-2 rounded-md border border-border px-3 py-2">
              <span className="min-w-0 flex-1 basis-40 pt-2 text-sm font-medium">{nameOf(a.agentId)}</span>
              {handout === 'round_robin' ? (
                <TextField
                  label={`Weight of ${nameOf(a.agentId)}`}
                  hideLabel
                  name={`agents.${i}.weight`}
                  type="number"
                  inputMode="numeric"
                  min={WEIGHT.min}
                  max={WEIGHT.max}
                  step={1}
                  className="w-24"
                  value={a.weight}
                  onChange={(e) => onChange(value.map((v, j) => (j === i ? { ...v, weight: e.target.value } : v)))}
                  error={errors[`agents.${i}.weight`] ?? errors[`agents.${i}.agentId`]}
                />
              ) : errors[`agents.${i}.agentId`] ? (
                <p className="basis-full text-sm text-danger">{errors[`agents.${i}.agentId`]}</p>
              ) : null}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Remove ${nameOf(a.agentId)}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {left.length ? (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Add an agent"
            className="min-w-0 flex-1 basis-48"
            value={adding}
            placeholder="Choose an agent"
            options={left.map((a) => ({ value: String(a.id), label: agentLabel(a) }))}
            onChange={(e) => setAdding(e.target.value)}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={!adding}
            onClick={() => {
              onChange([...value, { agentId: Number(adding), weight: String(WEIGHT.default) }]);
              setAdding('');
            }}
          >
            Add
          </Button>
        </div>
      ) : null}
      <div aria-live="polite" className="text-sm text-danger empty:hidden" data-testid="agents-message">
        {general ? <p>{general}</p> : null}
      </div>
    </fieldset>
  );
}
