'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlClasses } from '@/components/ui/field';
import type { Filters } from '@/lib/saved-searches/filters';
import { SEARCH_MSG } from '@/lib/saved-searches/rules';

export type TemplateChoice = { id: number; name: string; filters: Filters };

/** Applying a template replaces all filters, so it asks first. */
export function ApplyTemplate({ templates, onApply }: { templates: TemplateChoice[]; onApply: (f: Filters) => void }) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const template = templates.find((t) => String(t.id) === chosen);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Template
      </label>
      <select id={id} className={`${controlClasses} h-9 w-48`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        <option value="">Choose a template</option>
        {templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      <ConfirmDialog
        title="Apply template"
        message={template ? `${SEARCH_MSG.confirmApply} (${template.name})` : SEARCH_MSG.confirmApply}
        confirmLabel="Replace filters"
        onConfirm={() => {
          if (template) onApply(structuredClone(template.filters));
        }}
        trigger={
          <Button type="button" size="sm" variant="secondary" disabled={!template}>
            Apply template
          </Button>
        }
      />
    </div>
  );
}
