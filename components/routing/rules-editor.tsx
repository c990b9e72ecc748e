'use client';

import { useId, useState } from 'react';
import { RuleForm } from '@/components/routing/rule-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { EmptyState } from '@/components/ui/states';
import { useMutation } from '@/components/hooks/use-mutation';
import { sendJson } from '@/lib/http/json';
import type { RoutingRuleRow, RulesSaved } from '@/lib/routing/answers';
import { conditionsText, handoutText, timingText, type Names } from '@/lib/routing/describe';
import { bodyRule, moved } from '@/lib/routing/draft';
import type { RoutingRule } from '@/lib/routing/model';
import { newRule } from '@/lib/routing/rules';
import type { RuleChoices, TerritoryMapSetup } from '@/lib/routing/screen';

export interface RulesEditorProps {
  rules: RoutingRuleRow[];
  choices: RuleChoices;
  map: TerritoryMapSetup;
  /** The access table lets the viewer save (not in read-only mode). */
  canEdit: boolean;
}

/**
 * The ordered rules: each lead goes to the first rule that takes it, the catch-all last. Add, Edit
 * (the rule dialog), Move up and down, and Delete (with a confirmation) each save the whole list at
 * once; the catch-all has no Delete and never moves. A manager sees and orders their offices' rules.
 */
export function RulesEditor({ rules, choices, map, canEdit }: RulesEditorProps) {
  const formId = useId();
  const [editing, setEditing] = useState<RoutingRule | null>(null);
  const [deleting, setDeleting] = useState<RoutingRuleRow | null>(null);
  const [pending, setPending] = useState(false);
  const names: Names = {
    agent: (id) => choices.agents.find((a) => a.id === id)?.name ?? `Agent ${id}`,
    office: (id) => choices.offices.find((o) => o.id === id)?.name ?? `Office ${id}`,
  };
  const list = rules.map(bodyRule);
  const save = useMutation({
    send: (next: RoutingRule[]) => sendJson<RulesSaved>('PUT', '/api/routing/rules', { rules: next }),
    success: (answer) => answer.message,
    refresh: true,
  });

  function add() {
    const office = choices.scope === 'offices' ? (choices.offices[0]?.id ?? null) : null;
    setEditing(newRule(`new-${Date.now()}`, office));
  }

  const description =
    choices.scope === 'brokerage'
      ? 'Each new sign-up goes to the first rule that takes it; the catch-all takes everyone else.'
      : "Your offices' rules, in the order they are tried. The brokerage's other rules and its catch-all stay as they are.";

  return (
    <Card
      title="Rules"
      actions={
        canEdit ? (
          <Button size="sm" onClick={add} aria-haspopup="dialog">
            Add rule
          </Button>
        ) : null
      }
    >
      <p className="mb-4 text-sm text-muted-foreground">{description}</p>
      {rules.length === 0 ? (
        <EmptyState title="No rules for your offices yet" text="Add a rule to hand your offices' new leads to your agents." />
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Routing rules in order">
          {rules.map((rule, i) => {
            const last = i === rules.length - 1 || rules[i + 1]?.catchAll;
            return (
              <li
                key={rule.id}
                className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-start sm:justify-between"
                data-rule={rule.name}
              >
                <div className="flex min-w-0 gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-sm font-semibold"
                  >
                    {i + 1}
                  </span>
                  <div className="min-w-0">
                    <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                      <span className="break-words">{rule.name}</span>
                      {rule.catchAll ? <Badge tone="info">Catch-all</Badge> : null}
                    </h3>
                    <p className="text-sm break-words">{conditionsText(rule, names)}</p>
                    <p className="text-sm break-words text-muted-foreground">{handoutText(rule, names)}</p>
                    <p className="text-sm text-muted-foreground">{timingText(rule, names)}</p>
                  </div>
                </div>
                {canEdit ? (
                  <div className="flex shrink-0 flex-wrap gap-2">
                    {!rule.catchAll ? (
                      <>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Move ${rule.name} up`}
                          disabled={i === 0 || save.pending}
                          onClick={() => void save.submit(moved(list, i, -1))}
                        >
                          Up
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Move ${rule.name} down`}
                          disabled={!!last || save.pending}
                          onClick={() => void save.submit(moved(list, i, 1))}
                        >
                          Down
                        </Button>
                      </>
                    ) : null}
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${rule.name}`}
                      aria-haspopup="dialog"
                      onClick={() => setEditing(bodyRule(rule))}
                    >
                      Edit
                    </Button>
                    {!rule.catchAll ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Delete ${rule.name}`}
                        aria-haspopup="dialog"
                        onClick={() => setDeleting(rule)}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {editing ? (
        <Dialog
          title={list.some((r) => r.id === editing.id) ? `Edit ${editing.name}` : 'Add rule'}
          open
          size="xl"
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
          dismissible={!pending}
          footer={<FormDialogFooter formId={formId} pending={pending} submitLabel="Save rule" />}
        >
          <RuleForm
            id={formId}
            rule={editing}
            rules={list}
            choices={choices}
            map={map}
            onPendingChange={setPending}
            onSaved={() => setEditing(null)}
          />
        </Dialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          title={`Delete ${deleting.name}`}
          message={<p>Delete this rule? Its leads go to the rules below it, and in the end to the catch-all.</p>}
          confirmLabel="Delete"
          variant="danger"
          onConfirm={() => save.submit(list.filter((r) => r.id !== deleting.id))}
        />
      ) : null}
    </Card>
  );
}
