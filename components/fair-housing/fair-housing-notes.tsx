'use client';

import { useMemo } from 'react';
import { checkText, reword, ruleOf, sourceOf, type Finding } from '@/lib/fair-housing/check';

const CONTEXT = 32;

/** The phrase in its sentence, the phrase marked: a textarea cannot highlight inside itself. */
function InContext({ text, finding }: { text: string; finding: Finding }) {
  const from = Math.max(0, finding.start - CONTEXT);
  const to = Math.min(text.length, finding.end + CONTEXT);
  return (
    <q className="italic before:content-none after:content-none">
      {from > 0 ? '…' : ''}
      {text.slice(from, finding.start)}
      <mark className="rounded-sm bg-warning-soft px-0.5 font-semibold text-foreground not-italic ring-1 ring-warning">
        {finding.phrase}
      </mark>
      {text.slice(finding.end, to)}
      {to < text.length ? '…' : ''}
    </q>
  );
}

/**
 * The fair-housing check under one field, as staff type: each phrase in context, its protected
 * class, why, the source, and one-click rewordings. Give the field `aria-describedby={id}` so it is read
 * with the field. The same check runs in the route handler; the server's answer counts.
 */
export function FairHousingNotes({ id, text, onReword }: { id: string; text: string; onReword: (next: string) => void }) {
  const findings = useMemo(() => checkText(text), [text]);
  return (
    <div id={id} aria-live="polite" className="flex flex-col gap-2 empty:hidden">
      {findings.map((finding) => {
        const rule = ruleOf(finding.ruleId);
        return (
          <div
            key={`${finding.start}-${finding.ruleId}`}
            className="flex flex-col gap-1.5 rounded-md border border-s-4 border-warning bg-surface p-2.5 text-sm"
            data-fair-housing={finding.level}
          >
            <p>
              <strong>{finding.level === 'flag' ? 'Fair housing' : 'Fair-housing note'}</strong> ({rule.class}):{' '}
              <InContext text={text} finding={finding} />
            </p>
            <p>{rule.why}</p>
            <div className="flex flex-wrap items-center gap-2">
              {rule.rewordings.map((rewording) => (
                <button
                  key={rewording}
                  type="button"
                  className="min-h-8 rounded-md border border-border-strong bg-surface px-2 text-sm font-medium hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  onClick={() => onReword(reword(text, finding, rewording))}
                >
                  Use “{rewording}”
                </button>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">Source: {sourceOf(rule)}. Not legal advice.</p>
          </div>
        );
      })}
    </div>
  );
}
