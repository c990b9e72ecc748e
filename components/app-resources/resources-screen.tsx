'use client';

import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { PhonePreview } from '@/components/app-resources/phone-preview';
import { SectionEditor } from '@/components/app-resources/section-editor';
import { useUnsavedGuard } from '@/components/app-resources/use-unsaved-guard';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RESOURCES_MSG, toSaved, type ResourceScope, type SectionTree } from '@/lib/app-resources/rules';
import type { OfficeOption } from '@/lib/office-tree';

const same = (a: SectionTree, b: SectionTree) => JSON.stringify(toSaved(a)) === JSON.stringify(toSaved(b));

export interface ResourcesScreenProps {
  appName: string;
  /** The office tree when offices are enabled; null hides the selector. */
  offices: OfficeOption[] | null;
  /** The chosen office; null: the brokerage-wide sections. */
  office: number | null;
  global: SectionTree;
  agent: SectionTree;
  canEdit: boolean;
}

/**
 * The editing part of App Resources: the office selector, the two editors and the phone preview. Each
 * editor's tree lives here until its 'Save & Apply to App'; while either has unsaved changes, leaving the
 * screen (a link, the office selector, closing the tab) asks first.
 */
export function ResourcesScreen({ appName, offices, office, global, agent, canEdit }: ResourcesScreenProps) {
  const selectId = useId();
  const previewId = useId();
  const pathname = usePathname();
  const [saved, setSaved] = useState<Record<ResourceScope, SectionTree>>({ global, agent });
  const [trees, setTrees] = useState<Record<ResourceScope, SectionTree>>({ global, agent });
  const dirty = { global: !same(trees.global, saved.global), agent: !same(trees.agent, saved.agent) };
  const guard = useUnsavedGuard(dirty.global || dirty.agent);

  const editor = (scope: ResourceScope) => (
    <SectionEditor
      scope={scope}
      tree={trees[scope]}
      dirty={dirty[scope]}
      canEdit={canEdit}
      office={office}
      onChange={(tree) => setTrees((t) => ({ ...t, [scope]: tree }))}
      onSaved={(tree) => {
        setSaved((s) => ({ ...s, [scope]: tree }));
        setTrees((t) => ({ ...t, [scope]: tree }));
      }}
    />
  );

  return (
    <>
      {offices ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 shadow-sm">
          <label htmlFor={selectId} className="text-sm font-medium">
            Sections of
          </label>
          <select
            id={selectId}
            value={office === null ? '' : String(office)}
            onChange={(e) => guard.ask(e.target.value === '' ? pathname : `${pathname}?office=${e.target.value}`)}
            className="min-w-64 rounded-md border border-border-strong bg-surface px-3 py-1.5 text-sm"
          >
            <option value="">All offices (brokerage-wide)</option>
            {offices.map((o) => (
              <option key={o.id} value={o.id}>
                {'\u00a0'.repeat(o.depth * 3)}
                {o.name}
              </option>
            ))}
          </select>
          <p className="text-sm text-muted-foreground">
            {office === null
              ? 'Brokerage-wide sections are shown in every office.'
              : "This office's own sections, shown to its users and agents."}
          </p>
        </div>
      ) : null}
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_auto]">
        <div className="flex min-w-0 flex-col gap-4">
          {editor('global')}
          {editor('agent')}
        </div>
        {/* Headed like the editors beside it, so its sections' headings (h3) follow the outline. */}
        <aside aria-labelledby={previewId} className="xl:sticky xl:top-4">
          <h2 id={previewId} className="sr-only">
            App preview
          </h2>
          <PhonePreview appName={appName} global={trees.global} agent={trees.agent} />
        </aside>
      </div>
      <ConfirmDialog
        open={guard.held !== null}
        onOpenChange={(open) => !open && guard.stay()}
        title="Unsaved changes"
        message={RESOURCES_MSG.unsaved}
        confirmLabel="Leave without saving"
        cancelLabel="Stay"
        variant="danger"
        onConfirm={guard.leave}
      />
    </>
  );
}
