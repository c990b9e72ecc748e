'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';
import { AgentSearch, type AgentChoice } from '@/components/users/agent-search';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { controlClasses } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { useNavigateWithToast, useToast } from '@/components/ui/toast';
import type { MovePreview, MoveStep } from '@/lib/agent-move/answers';
import { MOVE_MSG, type MovePlan, type MoveThen } from '@/lib/agent-move/rules';
import { AGENT_MSG } from '@/lib/agent-profile/check';
import { getJson, postJson } from '@/lib/http/json';
import type { OfficeOption } from '@/lib/office-tree';

type Choice = MovePlan['kind'];

export interface MoveUsersDialogProps {
  agentId: number;
  name: string;
  /** delete / deactivate: the agent leaves once the users have moved; none: 'Move users' for an agent who stays. */
  then: MoveThen;
  /** The offices to share among (offices enabled), or null. */
  offices: OfficeOption[] | null;
  trigger: ReactNode;
}

const TITLES: Record<MoveThen, string> = { delete: 'Delete agent', deactivate: 'Deactivate agent', none: 'Move users' };

function planQuery(plan: MovePlan): string {
  if (plan.kind === 'one') return `kind=one&agent=${plan.agentId}`;
  if (plan.kind === 'share') return plan.officeId ? `kind=share&office=${plan.officeId}` : 'kind=share';
  return 'kind=leave';
}

/**
 * Offboarding an agent: how many users the agent has; move them all to one agent, share them evenly
 * or leave them; a preview; then batches with a progress bar. A failure says how many moved and how
 * many are left, and Resume carries on from there (those moved are no longer the agent's).
 */
export function MoveUsersDialog({ agentId, name, then, offices, trigger }: MoveUsersDialogProps) {
  const id = useId();
  const router = useRouter();
  const toast = useToast();
  const navigate = useNavigateWithToast();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice>(then === 'none' ? 'one' : 'leave');
  const [agent, setAgent] = useState<AgentChoice | null>(null);
  const [office, setOffice] = useState('');
  const [preview, setPreview] = useState<MovePreview | null>(null);
  const [progress, setProgress] = useState<{ total: number; moved: number } | null>(null);
  // The run the dialog's opening started (sealed by the server): every step and a Resume send it back.
  const [run, setRun] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const url = `/api/agents/${agentId}/move`;

  const plan: MovePlan | null =
    choice === 'one'
      ? agent
        ? { kind: 'one', agentId: agent.id }
        : null
      : choice === 'share'
        ? { kind: 'share', officeId: office ? Number(office) : null }
        : { kind: 'leave' };

  async function load() {
    setLoadError(null);
    const result = await getJson<MovePreview>(`${url}?kind=leave`);
    if (result.ok) {
      setCount(result.data.users);
      setRun(result.data.run);
    } else setLoadError(result.message);
  }

  function onOpenChange(next: boolean) {
    if (running) return;
    setOpen(next);
    if (next && progress === null) void load();
  }

  function choose(next: Choice) {
    setChoice(next);
    setPreview(null);
    setError(null);
  }

  async function showPreview() {
    if (!plan) return;
    setError(null);
    const result = await getJson<MovePreview>(`${url}?${planQuery(plan)}`);
    if (result.ok) setPreview(result.data);
    else setError(result.message);
  }

  async function start() {
    if (!plan) return;
    setRunning(true);
    setError(null);
    const total = progress?.total ?? count ?? 0;
    let moved = progress?.moved ?? 0;
    setProgress({ total, moved });
    for (;;) {
      const result = await postJson<MoveStep>(url, { plan, then, run });
      if (!result.ok) {
        // What is left is what the agent still has: read it, so the message and Resume start from the truth.
        const left = await getJson<MovePreview>(`${url}?kind=leave`);
        const remaining = left.ok ? left.data.users : total - moved;
        moved = total - remaining;
        setProgress({ total, moved });
        setError(plan.kind === 'leave' ? result.message : `${result.message} ${MOVE_MSG.stopped(moved, remaining)}`);
        setRunning(false);
        return;
      }
      moved += result.data.moved;
      setProgress({ total, moved });
      if (result.data.done) break;
    }
    setRunning(false);
    if (then === 'delete') {
      navigate('/agents', 'success', AGENT_MSG.deleted, { replace: true });
      return;
    }
    toast.success(then === 'deactivate' ? `${name} was deactivated. ${MOVE_MSG.moved(moved)}.` : `${MOVE_MSG.moved(moved)}.`);
    setOpen(false);
    setProgress(null);
    setPreview(null);
    setCount(null);
    setRun(null);
    router.refresh();
  }

  const hasUsers = (count ?? 0) > 0;
  const radio = (value: Choice, label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={`${id}-choice`}
        value={value}
        checked={choice === value}
        onChange={() => choose(value)}
        disabled={running || progress !== null}
        className="size-4"
      />
      {label}
    </label>
  );

  return (
    <Dialog
      title={TITLES[then]}
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!running}
      size="md"
      footer={
        <>
          <Button variant="secondary" disabled={running} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          {hasUsers && choice !== 'leave' && progress === null ? (
            <Button variant="secondary" disabled={!plan || running} onClick={() => void showPreview()}>
              Preview
            </Button>
          ) : null}
          <Button
            variant={then === 'delete' ? 'danger' : 'primary'}
            pending={running}
            disabled={count === null || !plan || (then === 'none' && !hasUsers)}
            onClick={() => void start()}
          >
            {progress !== null && error ? 'Resume' : TITLES[then]}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {loadError ? (
          <p role="alert" className="text-sm text-danger">
            {loadError}
          </p>
        ) : null}
        {count === null && !loadError ? <p className="text-sm text-muted-foreground">Counting {name}’s users…</p> : null}
        {count !== null ? (
          <p className="text-sm">
            {MOVE_MSG.count(name, count)}
            {then === 'delete' ? ' Deleting an agent cannot be undone.' : null}
          </p>
        ) : null}
        {hasUsers ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Their users</legend>
            {radio('one', 'Move them all to one agent')}
            {radio('share', 'Share them evenly among active agents')}
            {then !== 'none' ? radio('leave', 'Leave them: users choose a new agent in the app') : null}
          </fieldset>
        ) : null}
        {hasUsers && choice === 'one' && progress === null ? (
          <AgentSearch
            label="Agent who receives them"
            chosen={agent}
            onChoose={(a) => {
              setAgent(a);
              setPreview(null);
            }}
          />
        ) : null}
        {hasUsers && choice === 'share' && progress === null ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-office`} className="text-sm font-medium">
              Among the agents of
            </label>
            <select
              id={`${id}-office`}
              value={office}
              onChange={(e) => {
                setOffice(e.target.value);
                setPreview(null);
              }}
              className={cn(controlClasses, 'h-10')}
            >
              <option value="">The whole brokerage</option>
              {(offices ?? []).map((o) => (
                <option key={o.id} value={o.id}>{`${'\u00a0\u00a0'.repeat(o.depth)}${o.name}`}</option>
              ))}
            </select>
          </div>
        ) : null}
        {preview && progress === null ? (
          <div aria-live="polite">
            <p className="text-sm font-medium">Preview: nothing has changed yet</p>
            <ul aria-label="Users each agent receives" className="mt-1 max-h-48 overflow-y-auto text-sm">
              {preview.receivers.map((r) => (
                <li key={r.id}>{`${r.name}: ${MOVE_MSG.users(r.users)}`}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {progress !== null && progress.total > 0 ? (
          <div className="flex flex-col gap-1">
            <progress id={`${id}-progress`} max={progress.total} value={progress.moved} aria-label="Users moved" className="h-2 w-full" />
            <p
              aria-live="polite"
              className="text-sm text-muted-foreground"
            >{`Moved ${progress.moved.toLocaleString('en-US')} of ${MOVE_MSG.users(progress.total)}`}</p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
