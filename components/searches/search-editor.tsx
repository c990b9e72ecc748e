'use client';

import { useState, type FormEvent } from 'react';
import { ApplyTemplate, type TemplateChoice } from '@/components/searches/apply-template';
import { FilterPanel } from '@/components/searches/filter-panel';
import { LiveCount } from '@/components/searches/live-count';
import type { NamedArea } from '@/components/searches/map-engine';
import { PreviewDialog } from '@/components/searches/preview-dialog';
import { RegionsField } from '@/components/searches/regions-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, TextField } from '@/components/ui/field';
import { useNavigateWithToast, useToast } from '@/components/ui/toast';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson, sendJson } from '@/lib/http/json';
import type { MapPicture } from '@/lib/map-picture';
import type { SavedSearchChanged, SavedSearchCreated, TemplateChanged } from '@/lib/saved-searches/answers';
import { checkSearchName } from '@/lib/saved-searches/check';
import type { CustomFilter, Filters } from '@/lib/saved-searches/filters';
import type { RegionState } from '@/lib/saved-searches/polygons';
import { draftCentre, errorText, SEARCH_MSG, type PreviewProperty, type SearchDraft } from '@/lib/saved-searches/rules';

/** What the editor edits: a user's saved search (new or existing) or a template (new or existing). */
export type EditorSubject = { kind: 'search'; userId: number; searchId?: number } | { kind: 'template'; templateId?: number };

/** The editor's data: the draft it starts from, the map and its picture, the custom filters and the templates to apply. */
export type EditorSetup = {
  initial: SearchDraft;
  map: { styleUrl: string; centre: { lat: number; lng: number; zoom: number }; areas: NamedArea[] };
  picture: MapPicture;
  customFilters: CustomFilter[];
  templates: TemplateChoice[];
};

export interface SearchEditorProps {
  subject: EditorSubject;
  /** Read-only mode hides Save, Update and Delete. */
  canSave: boolean;
  setup: EditorSetup;
}

type Answer = SavedSearchCreated | SavedSearchChanged | TemplateChanged;

function regionState(initial: SearchDraft): RegionState {
  const items = initial.regions.map((ring, i) => ({ id: `saved-${i + 1}`, name: `Region ${i + 1}`, ring }));
  return { items, activeId: items[0]?.id ?? null };
}

/**
 * The saved-search and template editor: name, location, map regions, the filter panel,
 * notifications, and Save (new) or Update and Delete (existing). A failure shows 'Error: ' and the
 * reason; everything typed or drawn stays.
 */
export function SearchEditor({ subject, canSave, setup }: SearchEditorProps) {
  const { initial, map, picture, customFilters, templates } = setup;
  const toast = useToast();
  const navigate = useNavigateWithToast();
  const [name, setName] = useState(initial.name);
  const [notifyEmail, setNotifyEmail] = useState(initial.notifyEmail);
  const [notifyPush, setNotifyPush] = useState(initial.notifyPush);
  const [filters, setFilters] = useState<Filters>(initial.filters);
  const [regions, setRegions] = useState<RegionState>(() => regionState(initial));
  const [centre, setCentre] = useState<{ lat: number | null; lng: number | null }>({ lat: initial.lat, lng: initial.lng });
  const [preview, setPreview] = useState<{ id: number; properties: PreviewProperty[] } | null>(null);
  const [sending, setSending] = useState(false);

  const existing = subject.kind === 'search' ? subject.searchId : subject.templateId;
  const back = subject.kind === 'search' ? `/users/${subject.userId}` : '/searchlinks';
  const rings = regions.items.map((r) => r.ring);
  const onFailure = (message: string) => toast.error(errorText(message));

  function url(): string {
    if (subject.kind === 'search') return existing ? `/api/saved-searches/${existing}` : '/api/saved-searches';
    return existing ? `/api/search-templates/${existing}` : '/api/search-templates';
  }

  const { formRef, ...save } = useMutation({
    check: () => {
      const checked = checkSearchName({ name, notifyEmail, notifyPush });
      if (!checked.ok) return checked;
      const body = { ...checked.data, filters, regions: rings, lat: centre.lat, lng: centre.lng };
      return { ok: true as const, data: subject.kind === 'search' ? { ...body, userId: subject.userId } : body };
    },
    send: (data) => postJson<Answer>(url(), data),
    failureToast: 'none',
    onFailure,
    onSuccess: (answer) => {
      if ('preview' in answer && answer.preview.length > 0) {
        toast.success(answer.message);
        setPreview({ id: answer.id, properties: answer.preview });
      } else navigate(back, 'success', answer.message);
    },
  });

  const remove = useMutation({
    send: () =>
      sendJson<SavedSearchChanged | TemplateChanged>('DELETE', subject.kind === 'search' ? `${url()}?userId=${subject.userId}` : url(), {}),
    failureToast: 'none',
    onFailure,
    onSuccess: (answer) => navigate(back, 'success', answer.message),
  });

  async function sendNow() {
    if (!preview || subject.kind !== 'search') return;
    setSending(true);
    const r = await postJson<SavedSearchChanged>(`/api/saved-searches/${preview.id}/send`, { userId: subject.userId });
    setSending(false);
    if (r.ok) navigate(back, 'success', r.data.message);
    else onFailure(r.message);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit(undefined);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={subject.kind === 'search' ? 'Saved search' : 'Search template'}
    >
      <Card>
        <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-end">
          <TextField
            label="Name"
            name="name"
            required
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={save.errors.name}
          />
          <div className="flex flex-wrap gap-4 pb-2">
            <CheckboxField
              label="Notify by email"
              name="notifyEmail"
              checked={notifyEmail}
              onChange={(e) => setNotifyEmail(e.target.checked)}
            />
            <CheckboxField
              label="Notify by push"
              name="notifyPush"
              checked={notifyPush}
              onChange={(e) => setNotifyPush(e.target.checked)}
            />
          </div>
        </div>
      </Card>
      <Card title="Location and regions">
        <RegionsField
          value={regions}
          onChange={setRegions}
          onPlace={(lat, lng) => setCentre({ lat, lng })}
          styleUrl={map.styleUrl}
          centre={draftCentre(initial, map.centre)}
          areas={map.areas}
          picture={picture}
        />
      </Card>
      <Card title="Filters" actions={templates.length ? <ApplyTemplate templates={templates} onApply={setFilters} /> : null}>
        <FilterPanel value={filters} onChange={setFilters} customFilters={customFilters} />
      </Card>
      {/* Above the map's controls (its attribution would paint over the count), with the cards' inset. */}
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-3 border-t border-border bg-surface px-4 py-3">
        <LiveCount filters={filters} regions={rings} lat={centre.lat ?? map.centre.lat} lng={centre.lng ?? map.centre.lng} />
        {canSave ? (
          <div className="flex gap-2">
            {existing ? (
              <ConfirmDialog
                title="Delete search"
                message={SEARCH_MSG.confirmDelete}
                confirmLabel="Delete"
                variant="danger"
                onConfirm={() => remove.submit(undefined)}
                trigger={
                  <Button type="button" variant="danger" disabled={remove.pending}>
                    Delete
                  </Button>
                }
              />
            ) : null}
            <Button type="submit" disabled={save.pending} aria-busy={save.pending}>
              {existing ? 'Update' : 'Save'}
            </Button>
          </div>
        ) : null}
      </div>
      {preview ? (
        <PreviewDialog
          properties={preview.properties}
          open
          sending={sending}
          onClose={() => navigate(back, 'success', SEARCH_MSG.saved)}
          onSendNow={() => void sendNow()}
        />
      ) : null}
    </form>
  );
}
