'use client';

import { createContext, use, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ResourceFindings } from '@/components/app-resources/resource-findings';
import { EntryDialog, SectionDialog, type EntryDraft, type SectionDraft } from '@/components/app-resources/item-dialogs';
import { useSortableList } from '@/components/app-resources/use-sortable-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dropdown, DropdownItem, DropdownSeparator } from '@/components/ui/dropdown';
import { useMutation } from '@/components/hooks/use-mutation';
import type { ResourcesSaved } from '@/lib/app-resources/answers';
import {
  addSection,
  addSubsection,
  canHaveEntries,
  canHaveSubsections,
  checkTree,
  deleteSectionMessage,
  dropSection,
  indentSection,
  moveEntry,
  moveSection,
  outdentSection,
  removeEntry,
  removeSection,
  renameSection,
  saveEntry,
  SCOPE_LABEL,
  toSaved,
  type Change,
  type ResourceEntry,
  type ResourceScope,
  type ResourceSection,
  type SavedSection,
  type SectionTree,
} from '@/lib/app-resources/rules';
import { postJson } from '@/lib/http/json';

let sequence = 0;
/** A key for a section or link not saved yet (saved ones are keyed by their upstream id). */
const newKey = (kind: 's' | 'e') => `${kind}new${++sequence}`;

type SaveBody = { scope: ResourceScope; office: number | null; sections: SavedSection[] };

type Confirming = { title: string; message: string; confirmLabel: string; run: () => void };

/** What every row of one editor reaches: the tree, the one way to change it, and the dialogs. */
type EditorOps = {
  tree: SectionTree;
  canEdit: boolean;
  scope: ResourceScope;
  instructionsId: string;
  apply: (change: Change, focusKey?: string) => boolean;
  editSection: (draft: SectionDraft, done: (title: string) => void) => void;
  editEntry: (draft: EntryDraft, done: (entry: { title: string; text: string; url: string }) => void) => void;
  confirm: (c: Confirming) => void;
};
const Ops = createContext<EditorOps | null>(null);
const useOps = () => use(Ops)!;

function GripIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
      <circle cx="7" cy="5" r="1.5" />
      <circle cx="13" cy="5" r="1.5" />
      <circle cx="7" cy="10" r="1.5" />
      <circle cx="13" cy="10" r="1.5" />
      <circle cx="7" cy="15" r="1.5" />
      <circle cx="13" cy="15" r="1.5" />
    </svg>
  );
}

const handleClasses =
  'flex size-8 shrink-0 cursor-grab items-center justify-center rounded text-muted-foreground hover:bg-surface-sunken active:cursor-grabbing';

/**
 * A row's text beside its drag handle: below `sm` it fills the line (the basis leaves the handle's 2.5rem),
 * so the row's buttons wrap onto a line of their own instead of squeezing the text to a word a line.
 */
const rowTextClasses = 'min-w-0 flex-1 basis-[calc(100%-2.5rem)] sm:basis-0';
const rowButtonsClasses = 'ms-auto flex shrink-0 items-center gap-1';

function MoveButtons({ label, onUp, onDown }: { label: string; onUp: () => void; onDown: () => void }) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Move ${label} up`} title="Move up" onClick={onUp}>
        <span aria-hidden="true">↑</span>
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Move ${label} down`} title="Move down" onClick={onDown}>
        <span aria-hidden="true">↓</span>
      </Button>
    </>
  );
}

function EntryItem({ section, entry }: { section: ResourceSection; entry: ResourceEntry }) {
  const ops = useOps();
  const move = (to: 'up' | 'down') => ops.apply(moveEntry(ops.tree, section.key, entry.key, to), entry.key);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    move(e.key === 'ArrowUp' ? 'up' : 'down');
  };
  return (
    // On a phone the text takes the whole line beside the handle and the buttons wrap below it, right-aligned.
    <li data-key={entry.key} className="flex flex-wrap items-start gap-2 rounded-md border border-border bg-surface px-2 py-1.5">
      {ops.canEdit ? (
        <button
          type="button"
          className={handleClasses}
          data-drag-handle={`entries-${section.key}`}
          data-focus-key={entry.key}
          aria-label={`Reorder link ${entry.title}`}
          aria-describedby={ops.instructionsId}
          onKeyDown={onKeyDown}
        >
          <GripIcon />
        </button>
      ) : null}
      <div className={`${rowTextClasses} py-1 text-sm`}>
        <p className="font-medium break-words">{entry.title}</p>
        {entry.text ? <p className="break-words text-muted-foreground">{entry.text}</p> : null}
        {entry.url ? <p className="text-xs break-all text-brand">{entry.url}</p> : null}
      </div>
      {ops.canEdit ? (
        <div className={rowButtonsClasses}>
          <MoveButtons label={entry.title} onUp={() => move('up')} onDown={() => move('down')} />
          <Button
            variant="ghost"
            size="sm"
            aria-haspopup="dialog"
            aria-label={`Edit link ${entry.title}`}
            onClick={() =>
              ops.editEntry({ mode: 'edit', sectionTitle: section.title, title: entry.title, text: entry.text, url: entry.url }, (values) =>
                ops.apply(saveEntry(ops.tree, section.key, { ...entry, ...values }), entry.key),
              )
            }
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger"
            aria-haspopup="dialog"
            aria-label={`Delete link ${entry.title}`}
            onClick={() =>
              ops.confirm({
                title: 'Delete link',
                message: `Delete the link “${entry.title}”? Its link analytics are removed from the app when you save.`,
                confirmLabel: 'Delete',
                run: () => ops.apply({ ok: true, tree: removeEntry(ops.tree, section.key, entry.key), announce: `${entry.title} deleted` }),
              })
            }
          >
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function SectionItem({ section, depth }: { section: ResourceSection; depth: 0 | 1 }) {
  const ops = useOps();
  const entriesRef = useRef<HTMLUListElement>(null);
  const childrenRef = useRef<HTMLUListElement>(null);
  useSortableList(entriesRef, `entries-${section.key}`, ops.canEdit, (key, to) =>
    ops.apply(moveEntry(ops.tree, section.key, key, to), key),
  );
  useSortableList(childrenRef, `sub-${section.key}`, ops.canEdit, (key, to) => ops.apply(dropSection(ops.tree, key, section.key, to), key));

  const title = section.title || 'Untitled section';
  const entriesAllowed = canHaveEntries(section);
  const subsAllowed = depth === 0 && canHaveSubsections(ops.tree, section.key).ok;
  const handleId = depth === 0 ? `top-${ops.scope}` : `sub-${findParentKey(ops.tree, section.key)}`;

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, () => Change> = {
      ArrowUp: () => moveSection(ops.tree, section.key, 'up'),
      ArrowDown: () => moveSection(ops.tree, section.key, 'down'),
      ArrowRight: () => indentSection(ops.tree, section.key),
      ArrowLeft: () => outdentSection(ops.tree, section.key),
    };
    const run = moves[e.key];
    if (!run) return;
    e.preventDefault();
    ops.apply(run(), section.key);
  };
  const addLink = () =>
    ops.editEntry({ mode: 'add', sectionTitle: title, title: '', text: '', url: '' }, (values) => {
      const key = newKey('e');
      ops.apply(saveEntry(ops.tree, section.key, { key, id: null, ...values }), key);
    });
  const addSub = () =>
    ops.editSection({ mode: 'addSub', title: '', parentTitle: title }, (value) => {
      const key = newKey('s');
      ops.apply(addSubsection(ops.tree, section.key, { key, id: null, title: value, entries: [], children: [] }), key);
    });

  return (
    <li
      data-key={section.key}
      className={
        depth === 0
          ? 'rounded-lg border border-border bg-surface-sunken/40 p-2'
          : 'rounded-md border border-dashed border-border-strong bg-surface p-2'
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        {ops.canEdit ? (
          <button
            type="button"
            className={handleClasses}
            data-drag-handle={handleId}
            data-focus-key={section.key}
            aria-label={`Reorder ${depth === 0 ? 'section' : 'sub-section'} ${title}`}
            aria-describedby={ops.instructionsId}
            onKeyDown={onKeyDown}
          >
            <GripIcon />
          </button>
        ) : null}
        {depth === 0 ? (
          <h3 className={`${rowTextClasses} font-semibold break-words`}>{title}</h3>
        ) : (
          <h4 className={`${rowTextClasses} text-sm font-semibold break-words`}>{title}</h4>
        )}
        {ops.canEdit ? (
          <div className={rowButtonsClasses}>
            <MoveButtons
              label={title}
              onUp={() => ops.apply(moveSection(ops.tree, section.key, 'up'), section.key)}
              onDown={() => ops.apply(moveSection(ops.tree, section.key, 'down'), section.key)}
            />
            <Dropdown
              trigger={
                <Button variant="secondary" size="sm" aria-label={`Actions for ${title}`}>
                  Actions
                </Button>
              }
            >
              <DropdownItem
                onSelect={() =>
                  ops.editSection({ mode: 'rename', title: section.title }, (value) =>
                    ops.apply(
                      { ok: true, tree: renameSection(ops.tree, section.key, value), announce: `Renamed to ${value}` },
                      section.key,
                    ),
                  )
                }
              >
                Rename
              </DropdownItem>
              {entriesAllowed ? <DropdownItem onSelect={addLink}>Add link</DropdownItem> : null}
              {depth === 0 ? (
                <DropdownItem disabled={!subsAllowed} onSelect={addSub}>
                  Add sub-section
                </DropdownItem>
              ) : null}
              <DropdownSeparator />
              {depth === 0 ? (
                <DropdownItem onSelect={() => ops.apply(indentSection(ops.tree, section.key), section.key)}>
                  Move into section above
                </DropdownItem>
              ) : (
                <DropdownItem onSelect={() => ops.apply(outdentSection(ops.tree, section.key), section.key)}>
                  Move out of section
                </DropdownItem>
              )}
              <DropdownSeparator />
              <DropdownItem
                tone="danger"
                onSelect={() =>
                  ops.confirm({
                    title: depth === 0 ? 'Delete section' : 'Delete sub-section',
                    message: deleteSectionMessage(section),
                    confirmLabel: 'Delete',
                    run: () => ops.apply(removeSection(ops.tree, section.key)),
                  })
                }
              >
                Delete
              </DropdownItem>
            </Dropdown>
          </div>
        ) : null}
      </div>

      {section.entries.length > 0 ? (
        <ul ref={entriesRef} aria-label={`Links of ${title}`} className="mt-2 flex flex-col gap-1.5 ps-2 sm:ps-10">
          {section.entries.map((entry) => (
            <EntryItem key={entry.key} section={section} entry={entry} />
          ))}
        </ul>
      ) : null}

      {section.children.length > 0 ? (
        <ul ref={childrenRef} aria-label={`Sub-sections of ${title}`} className="mt-2 flex flex-col gap-2 ps-2 sm:ps-10">
          {section.children.map((child) => (
            <SectionItem key={child.key} section={child} depth={1} />
          ))}
        </ul>
      ) : null}

      {ops.canEdit ? (
        <div className="mt-2 flex flex-wrap gap-2 ps-2 sm:ps-10">
          {entriesAllowed ? (
            <Button variant="ghost" size="sm" onClick={addLink} aria-haspopup="dialog" aria-label={`Add link to ${title}`}>
              + Add link
            </Button>
          ) : null}
          {subsAllowed ? (
            <Button variant="ghost" size="sm" onClick={addSub} aria-haspopup="dialog" aria-label={`Add sub-section to ${title}`}>
              + Add sub-section
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function findParentKey(tree: SectionTree, key: string): string {
  return tree.find((s) => s.children.some((c) => c.key === key))?.key ?? '';
}

export interface SectionEditorProps {
  scope: ResourceScope;
  tree: SectionTree;
  /** Changed since the last save. */
  dirty: boolean;
  canEdit: boolean;
  /** The office whose sections these are; null: the brokerage's. */
  office: number | null;
  onChange: (tree: SectionTree) => void;
  onSaved: (tree: SectionTree) => void;
}

/**
 * One of the two editors (Global Sections, Agent Sections): sections, sub-sections and links added,
 * renamed, reordered (drag, the arrow keys on a handle, or the visible buttons), deleted after a
 * confirmation; every change stays here until 'Save & Apply to App' sends the whole tree. Refused moves
 * say why in the editor's status line, which screen readers announce.
 */
export function SectionEditor({ scope, tree, dirty, canEdit, office, onChange, onSaved }: SectionEditorProps) {
  const instructionsId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLUListElement>(null);
  const focusKey = useRef<string | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sectionDraft, setSectionDraft] = useState<{ draft: SectionDraft; done: (title: string) => void } | null>(null);
  const [entryDraft, setEntryDraft] = useState<{
    draft: EntryDraft;
    done: (entry: { title: string; text: string; url: string }) => void;
  } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const { formRef: _formRef, ...save } = useMutation({
    send: (data: SaveBody) => postJson<ResourcesSaved>('/api/app-resources', data),
    success: (answer) => answer.message,
    refresh: true,
    onSuccess: (answer) => {
      setProblem(null);
      onSaved(answer.sections);
    },
  });

  const apply = (change: Change, key?: string): boolean => {
    if (!change.ok) {
      setStatus(change.reason);
      if (key) focusKey.current = key;
      return false;
    }
    onChange(change.tree);
    setProblem(null);
    if (change.announce) setStatus(change.announce);
    if (key) focusKey.current = key;
    return true;
  };

  // Focus follows the section or link just moved, added or edited (its row may have been re-created).
  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    focusKey.current = null;
    const focus = () => rootRef.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)?.focus();
    focus();
    // A dialog that just closed hands focus back to its opener after this: take it back once it has.
    window.setTimeout(focus, 0);
  });

  useSortableList(topRef, `top-${scope}`, canEdit, (key, to) => apply(dropSection(tree, key, null, to), key));

  const ops: EditorOps = {
    tree,
    canEdit,
    scope,
    instructionsId,
    apply,
    // Opened on the next task: a row menu that chose the action closes first and hands focus back to its
    // trigger, which must not take it from the dialog.
    editSection: (draft, done) => window.setTimeout(() => setSectionDraft({ draft, done }), 0),
    editEntry: (draft, done) => window.setTimeout(() => setEntryDraft({ draft, done }), 0),
    confirm: (c) => window.setTimeout(() => setConfirming(c), 0),
  };
  const label = SCOPE_LABEL[scope];

  const submit = () => {
    const found = checkTree(tree);
    if (found) {
      setProblem(found.message);
      rootRef.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(found.key)}"]`)?.focus();
      return;
    }
    setProblem(null);
    void save.submit({ scope, office, sections: toSaved(tree) });
  };

  return (
    <div data-scope={scope}>
      <Card
        flush
        title={label.title}
        actions={
          canEdit ? (
            <div className="flex items-center gap-3">
              {dirty ? (
                <span className="rounded bg-warning-soft px-2 py-0.5 text-xs font-medium text-foreground">Unsaved changes</span>
              ) : null}
              <Button pending={save.pending} onClick={submit}>
                Save &amp; Apply to App
              </Button>
            </div>
          ) : null
        }
      >
        <div ref={rootRef} className="flex flex-col gap-3 p-4">
          <p className="text-sm text-muted-foreground">{label.description}</p>
          {canEdit ? <ResourceFindings tree={tree} /> : null}
          <p id={instructionsId} className="sr-only">
            Arrow up and down move it; arrow right moves a section into the section above it, arrow left moves a sub-section out of its
            section.
          </p>
          {problem ? (
            <p role="alert" className="rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger">
              {problem}
            </p>
          ) : null}
          <Ops value={ops}>
            {tree.length === 0 ? (
              <p className="rounded-md border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
                No sections yet.{canEdit ? ' Add one to show links in the app.' : ''}
              </p>
            ) : (
              <ul ref={topRef} aria-label={label.title} className="flex flex-col gap-2">
                {tree.map((section) => (
                  <SectionItem key={section.key} section={section} depth={0} />
                ))}
              </ul>
            )}
          </Ops>
          <p role="status" aria-live="polite" data-editor-status className="min-h-5 text-sm text-muted-foreground">
            {status}
          </p>
          {canEdit ? (
            <div>
              <Button
                variant="secondary"
                aria-haspopup="dialog"
                onClick={() =>
                  setSectionDraft({
                    draft: { mode: 'add', title: '' },
                    done: (value) => {
                      const key = newKey('s');
                      apply(addSection(tree, { key, id: null, title: value, entries: [], children: [] }), key);
                    },
                  })
                }
              >
                + Add section
              </Button>
            </div>
          ) : null}
        </div>

        {sectionDraft ? (
          <SectionDialog
            draft={sectionDraft.draft}
            onClose={() => setSectionDraft(null)}
            onSave={(value) => {
              setSectionDraft(null);
              sectionDraft.done(value);
            }}
          />
        ) : null}
        {entryDraft ? (
          <EntryDialog
            draft={entryDraft.draft}
            onClose={() => setEntryDraft(null)}
            onSave={(value) => {
              setEntryDraft(null);
              entryDraft.done(value);
            }}
          />
        ) : null}
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming?.title ?? ''}
          message={confirming?.message ?? ''}
          confirmLabel={confirming?.confirmLabel ?? 'Delete'}
          variant="danger"
          onConfirm={() => {
            confirming?.run();
          }}
        />
      </Card>
    </div>
  );
}
