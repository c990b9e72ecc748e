import { useId } from 'react';
import { CardFailure, HomeCard, ListSkeleton } from '@/components/home/home-card';
import { SeeAll, TodayEmpty, TodayList, TodayRow } from '@/components/home/today-row';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { timeAgo } from '@/lib/format';
import type { Loaded } from '@/lib/home/rules';
import { TODAY_MSG as MSG, waitingWords, type HotLead, type NewUser, type ReturnedUser, type TodayReads, type WaitingShowing } from '@/lib/home/today';
import { LEVEL_LABELS, LEVEL_TONES, RETURN_AFTER_DAYS } from '@/lib/insights/score';
import { showingHref } from '@/lib/showings/rules';

/**
 * Today (issue 50), at the top of the home: who to contact now and why, one card per part this viewer
 * gets, each streaming in under its own boundaries. Server components and plain links only.
 */
export function TodaySection({ reads }: { reads: TodayReads }) {
  const titleId = useId();
  if (!reads.hot && !reads.waiting && !reads.newUsers && !reads.returned) return null;
  const skeleton = (label: string) => <ListSkeleton rows={3} label={`Loading ${label.toLowerCase()}`} />;
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
          <HomeCard level={3} title={MSG.hot} subtitle="Past 7 days" fallback={skeleton(MSG.hot)} action={<SeeAll href="/insights" what="hot leads" />}>
            <HotNow leads={reads.hot} />
          </HomeCard>
        ) : null}
        {reads.waiting ? (
          <HomeCard level={3} title={MSG.waiting} subtitle="Showing requests to answer" fallback={skeleton(MSG.waiting)} action={<SeeAll href="/showings" what="showings" />}>
            <WaitingForYou showings={reads.waiting} />
          </HomeCard>
        ) : null}
        {reads.newUsers ? (
          <HomeCard level={3} title={MSG.newUsers} subtitle="Joined in the last 7 days" fallback={skeleton(MSG.newUsers)} action={<SeeAll href="/users?sort=j" what="users, newest first" />}>
            <NewThisWeek users={reads.newUsers} />
          </HomeCard>
        ) : null}
        {reads.returned ? (
          <HomeCard level={3} title={MSG.returned} subtitle={`Back after ${RETURN_AFTER_DAYS} days or more away`} fallback={skeleton(MSG.returned)} action={<SeeAll href="/insights" what="leads" />}>
            <BackAfterAWhile users={reads.returned} />
          </HomeCard>
        ) : null}
      </div>
    </section>
  );
}

async function HotNow({ leads }: { leads: Promise<Loaded<HotLead[]>> }) {
  const result = await leads;
  if (!result.ok) return <CardFailure />;
  if (result.data.length === 0) return <TodayEmpty title={MSG.hotEmpty} text={MSG.hotEmptyText} />;
  return (
    <TodayList label={MSG.hot}>
      {result.data.map((l) => (
        <TodayRow key={l.id} person={l} badge={<Badge tone={LEVEL_TONES[l.level]}>{LEVEL_LABELS[l.level]}</Badge>} why={l.reason ?? 'Active this week'} />
      ))}
    </TodayList>
  );
}

async function WaitingForYou({ showings }: { showings: Promise<Loaded<WaitingShowing[]>> }) {
  const result = await showings;
  if (!result.ok) return <CardFailure />;
  if (result.data.length === 0) return <TodayEmpty title={MSG.waitingEmpty} text={MSG.waitingEmptyText} />;
  const now = result.readAt;
  return (
    <TodayList label={MSG.waiting}>
      {result.data.map((s) => {
        const waited = waitingWords(s.since, now);
        const why = (
          <>
            <AppLink href={showingHref(s.id)} className="font-medium">
              Showing at {s.address}
            </AppLink>
            {waited ? ` · ${waited}` : null}
          </>
        );
        return <TodayRow key={s.id} person={s.user} why={why} />;
      })}
    </TodayList>
  );
}

async function NewThisWeek({ users }: { users: Promise<Loaded<NewUser[]>> }) {
  const result = await users;
  if (!result.ok) return <CardFailure />;
  if (result.data.length === 0) return <TodayEmpty title={MSG.newUsersEmpty} text={MSG.newUsersEmptyText} />;
  const now = result.readAt;
  return (
    <TodayList label={MSG.newUsers}>
      {result.data.map((u) => (
        <TodayRow key={u.id} person={u} why={`Joined ${timeAgo(u.joinedAt, now)}`} />
      ))}
    </TodayList>
  );
}

async function BackAfterAWhile({ users }: { users: Promise<Loaded<ReturnedUser[]>> }) {
  const result = await users;
  if (!result.ok) return <CardFailure />;
  if (result.data.length === 0) return <TodayEmpty title={MSG.returnedEmpty} text={MSG.returnedEmptyText} />;
  const now = result.readAt;
  return (
    <TodayList label={MSG.returned}>
      {result.data.map((u) => (
        <TodayRow
          key={u.id}
          person={u}
          why={`Back after ${u.daysAway} days away${u.lastActive === null ? '' : ` · active ${timeAgo(u.lastActive, now)}`}`}
        />
      ))}
    </TodayList>
  );
}
