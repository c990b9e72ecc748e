'use client';

import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import type { ResourceSection, SectionTree } from '@/lib/app-resources/rules';

function Entries({ section }: { section: ResourceSection }) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {section.entries.map((e) => (
        <li key={e.key} className="flex items-center gap-2 py-2">
          <div className="min-w-0 flex-1">
            <p className="text-[13px] font-medium leading-tight">{e.title}</p>
            {e.text ? <p className="text-[11px] leading-snug text-muted-foreground">{e.text}</p> : null}
          </div>
          {e.url ? (
            <span aria-hidden="true" className="text-muted-foreground">
              ›
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Sections({ tree, agentOnly }: { tree: SectionTree; agentOnly?: boolean }) {
  return tree.map((s) => (
    <section key={s.key} className="rounded-lg bg-surface p-2.5 shadow-sm">
      <h3 className="flex items-center gap-1.5 text-[13px] font-semibold">
        {s.title || 'Untitled section'}
        {agentOnly ? <span className="rounded bg-brand-soft px-1 text-[10px] font-medium text-brand">Agents</span> : null}
      </h3>
      <Entries section={s} />
      {s.children.map((c) => (
        <details key={c.key} className="border-t border-border py-1.5" open>
          <summary className="cursor-pointer text-[12px] font-semibold">{c.title || 'Untitled section'}</summary>
          <Entries section={c} />
        </details>
      ))}
    </section>
  ));
}

/**
 * Beyond the spec: the sections as the app shows them, beside the editors and updated with every change
 * (saved or not). Users see the Global Sections; agents see the Agent Sections too.
 */
export function PhonePreview({ appName, global, agent }: { appName: string; global: SectionTree; agent: SectionTree }) {
  const [as, setAs] = useState<'user' | 'agent'>('user');
  const empty = global.length === 0 && (as === 'user' || agent.length === 0);
  return (
    <div className="flex flex-col items-center gap-3">
      <div role="group" aria-label="Preview as" className="flex rounded-md border border-border-strong p-0.5 text-sm">
        {(['user', 'agent'] as const).map((who) => (
          <button
            key={who}
            type="button"
            aria-pressed={as === who}
            onClick={() => setAs(who)}
            className={cn('rounded px-3 py-1 font-medium', as === who ? 'bg-brand text-brand-foreground' : 'hover:bg-surface-sunken')}
          >
            {who === 'user' ? 'As a user' : 'As an agent'}
          </button>
        ))}
      </div>
      <div className="w-[300px] rounded-[2.2rem] border-[10px] border-neutral-800 bg-neutral-800 shadow-lg">
        <div className="overflow-hidden rounded-[1.6rem] bg-surface-sunken">
          <div className="bg-brand px-4 pb-2 pt-5 text-center text-sm font-semibold text-brand-foreground">{appName}</div>
          <p className="px-3 pt-2 text-[11px] font-semibold uppercase tracking-wide text-muted-foreground">Resources</p>
          <div
            tabIndex={0}
            role="region"
            aria-label="Resources as the app shows them"
            className="flex h-[460px] flex-col gap-2 overflow-y-auto p-3"
          >
            {empty ? <p className="pt-10 text-center text-xs text-muted-foreground">Nothing to show yet.</p> : null}
            <Sections tree={global} />
            {as === 'agent' ? <Sections tree={agent} agentOnly /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
