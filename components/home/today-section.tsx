import { useId } from 'react';
import { CardFailure, HomeCard } from '@/components/home/home-card';
import { SeeAll, TodayEmpty, TodayList, todayRowHtml, TodaySkeleton } from '@/components/home/today-row';
import { badgeHtml } from '@/components/ui/badge';
import { html, type SafeHtml } from '@/components/ui/safe-html';
import { timeAgo } from '@/lib/format';
import type { Loaded } from '@/lib/home/rules';
import {
  TODAY_MSG as MSG,
  waitingWords,
  type HotLead,
  type NewUser,
  type ReturnedUser,
  type TodayReads,
  type WaitingShowing,
} from '@/lib/home/today';
import { LEVEL_LABELS, LEVEL_TONES, RETURN_AFTER_DAYS } from '@/lib/insights/score';
import { showingHref } from '@/lib/showings/rules';

/**
 * Today, at the top of the home: who to contact now and why, one card per part this viewer
 * gets, each streaming in under its own boundaries. Server components and plain links only.
 */
export function TodaySection({ reads }: { reads: TodayReads }) {
  const titleId = useId();
  if (!reads.hot && !reads.waiting && !reads.newUsers && !reads.returned) return null;
  const skeleton = (label: string, whyLines: 1 | 2 = 1) => <TodaySkeleton label={`Loading ${label.toLowerCase()}`} whyLines={whyLines} />;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-testid="today">
      <div>
        <h2 id={titleId} className="text-lg font-semibold">
          {MSG.title}
        </h2>
        <p className="text-sm text-muted-foreground">{MSG.description}</p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {reads.hot ? (
          <HomeCard
            level={3}
            title={MSG.hot}
            subtitle="Past 7 days"
            fallback={skeleton(MSG.hot)}
            action={<SeeAll href="/insights" what="hot leads" />}
          >
            <PartBody read={reads.hot} label={MSG.hot} empty={{ title: MSG.hotEmpty, text: MSG.hotEmptyText }} rows={hotRows} />
          </HomeCard>
        ) : null}
        {reads.waiting ? (
          <HomeCard
            level={3}
            title={MSG.waiting}
            subtitle="Showing requests to answer"
            fallback={skeleton(MSG.waiting, 2)}
            action={<SeeAll href="/showings" what="showings" />}
          >
            <PartBody
              read={reads.waiting}
              label={MSG.waiting}
              empty={{ title: MSG.waitingEmpty, text: MSG.waitingEmptyText }}
              rows={waitingRows}
            />
          </HomeCard>
        ) : null}
        {reads.newUsers ? (
          <HomeCard
            level={3}
            title={MSG.newUsers}
            subtitle="Joined in the last 7 days"
            fallback={skeleton(MSG.newUsers)}
            action={<SeeAll href="/users?sort=j" what="users, newest first" />}
          >
            <PartBody
              read={reads.newUsers}
              label={MSG.newUsers}
              empty={{ title: MSG.newUsersEmpty, text: MSG.newUsersEmptyText }}
              rows={newUserRows}
            />
          </HomeCard>
        ) : null}
        {reads.returned ? (
          <HomeCard
            level={3}
            title={MSG.returned}
            subtitle={`Back after ${RETURN_AFTER_DAYS} days or more away`}
            fallback={skeleton(MSG.returned, 2)}
            action={<SeeAll href="/insights" what="leads" />}
          >
            <PartBody
              read={reads.returned}
              label={MSG.returned}
              empty={{ title: MSG.returnedEmpty, text: MSG.returnedEmptyText }}
              rows={returnedRows}
            />
          </HomeCard>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A part's body: its rows once its read is in, 'Unable to load data' with Try again when it failed, or
 * what would show there when there is no one.
 */
async function PartBody<T>({
  read,
  label,
  empty,
  rows,
}: {
  read: Promise<Loaded<T[]>>;
  label: string;
  empty: { title: string; text: string };
  rows: (data: T[], now: number) => SafeHtml[];
}) {
  const result = await read;
  if (!result.ok) return <CardFailure />;
  if (result.data.length === 0) return <TodayEmpty title={empty.title} text={empty.text} />;
  return <TodayList label={label} rows={rows(result.data, result.readAt)} />;
}

export const hotRows = (leads: HotLead[]) =>
  leads.map((l) =>
    todayRowHtml({
      person: l,
      badge: badgeHtml(LEVEL_LABELS[l.level], { tone: LEVEL_TONES[l.level] }),
      why: l.reason ?? 'Active this week',
    }),
  );

export const waitingRows = (showings: WaitingShowing[], now: number) =>
  showings.map((s) => {
    const waited = waitingWords(s.since, now);
    return todayRowHtml({
      person: s.user,
      why: html`<a data-link="" href="${showingHref(s.id)}" class="font-medium">Showing at ${s.address}</a>${waited ? ` · ${waited}` : null}`,
    });
  });

export const newUserRows = (users: NewUser[], now: number) =>
  users.map((u) => todayRowHtml({ person: u, why: `Joined ${timeAgo(u.joinedAt, now)}` }));

export const returnedRows = (users: ReturnedUser[], now: number) =>
  users.map((u) =>
    todayRowHtml({
      person: u,
      why: `Back after ${u.daysAway} days away${u.lastActive === null ? '' : ` · active ${timeAgo(u.lastActive, now)}`}`,
    }),
  );
