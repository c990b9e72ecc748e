import type { CSSProperties } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { contactLinksHtml } from '@/components/ui/contact-links';
import { html, innerHtml, type SafeHtml } from '@/components/ui/safe-html';
import { EmptyState } from '@/components/ui/states';
import { TODAY_ROWS, type TodayPerson } from '@/lib/home/today';

/**
 * A Today list: its rows as one escaped string (components/ui/safe-html.ts). Written as elements, a
 * part's rows outgrew React's 3,200-byte payload row, which then streamed them in pieces: a piece
 * that began with an <li> was written into a hidden <div>, which is not valid HTML (the W3C check).
 */
export function TodayList({ label, rows }: { label: string; rows: readonly SafeHtml[] }) {
  return <ul aria-label={label} className="divide-y divide-border" dangerouslySetInnerHTML={innerHtml(html`${rows}`)} />;
}

/**
 * One person to contact: their name (to their page) with an optional badge, why in one line, and one
 * tap to Call, Text or E-mail them. Plain markup and links: Today sends the browser no code of its own.
 */
export function todayRowHtml({
  person,
  badge = null,
  why,
}: {
  person: TodayPerson;
  badge?: SafeHtml | null;
  why: SafeHtml | string;
}): SafeHtml {
  return html`<li class="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"><div class="min-w-0"><p class="flex flex-wrap items-center gap-x-2 gap-y-1"><a data-link="" href="/users/${person.id}" class="font-medium text-foreground underline-offset-2 hover:underline [overflow-wrap:anywhere]">${person.name}</a>${badge}</p><p class="text-sm text-muted-foreground [overflow-wrap:anywhere]">${why}</p></div><div class="shrink-0">${contactLinksHtml({ ...person, userId: person.id })}</div></li>`;
}

/** A part with no one in it: says what would show there. */
export function TodayEmpty({ title, text }: { title: string; text: string }) {
  return <EmptyState title={title} text={text} className="p-5" />;
}

/** The part's link to its whole list. */
export function SeeAll({ href, what }: { href: string; what: string }) {
  return (
    <AppLink href={href} aria-label={`See all ${what}`} className="shrink-0 text-sm font-medium">
      See all
    </AppLink>
  );
}

/**
 * A part while it loads: one painted element as tall as its rows will be (globals.css .skeleton-today),
 * so the rows replace it without shifting what follows. `whyLines`: lines its why usually takes.
 */
export function TodaySkeleton({ label, whyLines = 1 }: { label: string; whyLines?: 1 | 2 }) {
  return (
    <div role="status" className="px-5">
      <span className="sr-only">{label}</span>
      <div
        aria-hidden="true"
        className="skeleton-today motion-safe:animate-pulse"
        style={{ '--rows': TODAY_ROWS, '--why-lines': whyLines } as CSSProperties}
      />
    </div>
  );
}
