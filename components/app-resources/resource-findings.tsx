'use client';

import { useMemo } from 'react';
import { checkText, ruleOf } from '@/lib/fair-housing/check';
import type { SectionTree } from '@/lib/app-resources/rules';

type Found = { where: string; phrase: string; ruleId: string; level: 'flag' | 'note' };

function findIn(tree: SectionTree): Found[] {
  const found: Found[] = [];
  const add = (where: string, text: string) => {
    for (const f of checkText(text)) found.push({ where, phrase: f.phrase, ruleId: f.ruleId, level: f.level });
  };
  const walk = (sections: SectionTree) => {
    for (const section of sections) {
      add(`Section “${section.title}”`, section.title);
      for (const entry of section.entries) {
        add(`Link “${entry.title}” heading`, entry.title);
        add(`Link “${entry.title}” text`, entry.text);
      }
      walk(section.children);
    }
  };
  walk(tree);
  return found;
}

/**
 * The fair-housing check over a scope's whole tree, under its editor: what 'Save & Apply to App' will
 * be warned about or refused for (the route handler runs the same check), and it stays after a Warn save.
 * Each link and section dialog shows its own phrases with rewordings.
 */
export function ResourceFindings({ tree }: { tree: SectionTree }) {
  const found = useMemo(() => findIn(tree), [tree]);
  return (
    <div aria-live="polite" className="empty:hidden">
      {found.length > 0 ? (
        <div className="rounded-md border border-s-4 border-warning bg-surface p-3 text-sm" data-fair-housing="summary">
          <p className="font-medium">Fair-housing check: edit these to reword them.</p>
          <ul className="mt-1 list-disc ps-5">
            {found.map((f, i) => (
              <li key={i}>
                {f.where}:{' '}
                <mark className="rounded-sm bg-warning-soft px-0.5 font-semibold text-foreground ring-1 ring-warning">{f.phrase}</mark> (
                {ruleOf(f.ruleId).class}
                {f.level === 'note' ? ', a note' : ''}). {ruleOf(f.ruleId).why}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
