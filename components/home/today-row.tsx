import type { CSSProperties, ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { ContactLinks } from '@/components/ui/contact-links';
import { EmptyState } from '@/components/ui/states';
import { TODAY_ROWS, type TodayPerson } from '@/lib/home/today';

/** A Today list: one row per person, under the part's name. */
export function TodayList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {children}
    </ul>
  );
}

/**
 * One person to contact: their name (to their page) with an optional badge, why in one line, and one
 * tap to Call, Text or E-mail them. Plain markup and links: Today sends the browser no code of its own.
 */
export function TodayRow({ person, badge, why }: { person: TodayPerson; badge?: ReactNode; why: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <AppLink href={`/users/${person.id}`} className="font-medium text-foreground underline-offset-2 hover:underline [overflow-wrap:anywhere]">
            {person.name}
          </AppLink>
          {badge}
        </p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{why}</p>
      </div>
      <ContactLinks contact={person} className="shrink-0" />
    </li>
  );
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
      <div aria-hidden="true" className="skeleton-today motion-safe:animate-pulse" style={{ '--rows': TODAY_ROWS, '--why-lines': whyLines } as CSSProperties} />
    </div>
  );
}
