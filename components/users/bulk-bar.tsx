'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField } from '@/components/ui/field';
import { useMutation } from '@/components/hooks/use-mutation';
import type { BulkResponse } from '@/lib/users/answers';
import { postJson } from '@/lib/http/json';
import { USER_MSG } from '@/lib/users/rules';
import { AgentSearch, type AgentChoice } from '@/components/users/agent-search';
import { useSelection } from '@/components/users/selection';

export type BulkTagOption = { id: number; name: string };

export interface BulkBarProps {
  total: number;
  /** The list's search and filters: what 'every matching user' means. */
  filters: { q: string; agent: number | null; tag: string | null };
  mayChangeAgent: boolean;
  mayAddTags: boolean;
  tags: BulkTagOption[];
}

const plural = (n: number) => (n === 1 ? '1 user' : `${n.toLocaleString('en-US')} users`);

/**
 * Bulk update of the ticked users (or every user matching the search and filters): change their
 * agent or add tags, each confirmed, with the spec's toasts; the list refreshes in place.
 */
export function BulkBar({ total, filters, mayChangeAgent, mayAddTags, tags }: BulkBarProps) {
  const selection = useSelection();
  const count = selection.allMatching ? total : selection.selected.size;
  const target = selection.allMatching ? { all: true as const, ...filters } : { user_ids: [...selection.selected] };
  const pageAll = selection.pageIds.length > 0 && selection.pageIds.every((id) => selection.selected.has(id));

  if (!mayChangeAgent && !mayAddTags) return null;
  return (
    <div
      role="region"
      aria-label="Bulk update"
      className="flex flex-wrap items-center gap-3 border-b border-border bg-surface-muted px-4 py-2 text-sm"
    >
      <span aria-live="polite">{count === 0 ? 'Select users to update them together.' : `${plural(count)} selected`}</span>
      {pageAll && !selection.allMatching && total > selection.pageIds.length ? (
        <Button variant="ghost" size="sm" onClick={() => selection.setAllMatching(true)}>
          Select all {plural(total)} matching
        </Button>
      ) : null}
      {count > 0 ? (
        <>
          {mayChangeAgent ? <ChangeAgentDialog count={count} target={target} onDone={selection.clear} /> : null}
          {mayAddTags ? <AddTagsDialog count={count} target={target} tags={tags} onDone={selection.clear} /> : null}
          <Button variant="ghost" size="sm" onClick={selection.clear}>
            Clear selection
          </Button>
        </>
      ) : null}
    </div>
  );
}

type Target = { all: true; q: string; agent: number | null; tag: string | null } | { user_ids: number[] };

/**
 * One bulk change: a dialog that gathers the choice, then asks to confirm it (Back returns to the
 * choice), sends it once with the spec's toasts, and clears the selection when it is done.
 */
function BulkChangeDialog<B>(props: {
  title: string;
  url: string;
  body: B | null;
  success: string;
  failure: string;
  onDone: () => void;
  onReset: () => void;
  confirmation: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    send: (body: B) => postJson<BulkResponse>(props.url, body),
    success: props.success,
    failureToast: { text: props.failure },
    refresh: true,
    onSuccess: () => {
      setOpen(false);
      props.onDone();
    },
  });
  function change(next: boolean) {
    setOpen(next);
    if (!next) {
      props.onReset();
      setConfirming(false);
    }
  }
  const body = props.body;
  return (
    <Dialog
      title={props.title}
      open={open}
      onOpenChange={change}
      dismissible={!save.pending}
      trigger={
        <Button size="sm" variant="secondary">
          {props.title}
        </Button>
      }
      footer={
        <>
          <Button variant="secondary" disabled={save.pending} onClick={() => (confirming ? setConfirming(false) : change(false))}>
            {confirming ? 'Back' : 'Cancel'}
          </Button>
          {confirming && body !== null ? (
            <Button pending={save.pending} onClick={() => void save.submit(body)}>
              Confirm
            </Button>
          ) : (
            <Button disabled={body === null} onClick={() => setConfirming(true)}>
              {props.title}
            </Button>
          )}
        </>
      }
    >
      {confirming && body !== null ? <p>{props.confirmation}</p> : props.children}
    </Dialog>
  );
}

function ChangeAgentDialog({ count, target, onDone }: { count: number; target: Target; onDone: () => void }) {
  const [agent, setAgent] = useState<AgentChoice | null>(null);
  return (
    <BulkChangeDialog
      title="Change agent"
      url="/api/users/bulk/agent"
      body={agent ? { target, agent_id: agent.id } : null}
      success={USER_MSG.agentsUpdated}
      failure={USER_MSG.agentsFailed}
      onDone={onDone}
      onReset={() => setAgent(null)}
      confirmation={
        <>
          Change the agent of {plural(count)} to <strong>{agent?.name}</strong>?
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm">{plural(count)} will get the agent you choose.</p>
        <AgentSearch label="New agent" chosen={agent} onChoose={setAgent} />
      </div>
    </BulkChangeDialog>
  );
}

function AddTagsDialog({ count, target, tags, onDone }: { count: number; target: Target; tags: BulkTagOption[]; onDone: () => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const names = tags.filter((t) => chosen.has(t.id)).map((t) => t.name);
  return (
    <BulkChangeDialog
      title="Add tags"
      url="/api/users/bulk/tags"
      body={chosen.size > 0 ? { target, tag_ids: [...chosen] } : null}
      success={USER_MSG.tagsUpdated}
      failure={USER_MSG.tagsFailed}
      onDone={onDone}
      onReset={() => setChosen(new Set())}
      confirmation={
        <>
          Add {names.join(', ')} to {plural(count)}?
        </>
      }
    >
      <fieldset className="flex max-h-72 flex-col gap-2 overflow-y-auto">
        <legend className="mb-2 text-sm">Tags to add to {plural(count)}</legend>
        {tags.length === 0 ? <p className="text-sm text-muted-foreground">No tags yet.</p> : null}
        {tags.map((tag) => (
          <CheckboxField
            key={tag.id}
            label={tag.name}
            checked={chosen.has(tag.id)}
            onChange={(e) =>
              setChosen((current) => {
                const next = new Set(current);
                if (e.target.checked) next.add(tag.id);
                else next.delete(tag.id);
                return next;
              })
            }
          />
        ))}
      </fieldset>
    </BulkChangeDialog>
  );
}
