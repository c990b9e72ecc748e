import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingModalProvider } from '@/components/home/listing-modal';
import { PageHeader } from '@/components/ui/page-header';
import { AccountActions } from '@/components/user-detail/account-actions';
import { UserActivityCard, UserMostViewedCard } from '@/components/user-detail/activity-card';
import { AgentCard } from '@/components/user-detail/agent-card';
import { AgentNotesCard } from '@/components/user-detail/agent-notes-card';
import { EmbeddedHeader } from '@/components/user-detail/embedded-header';
import { InsightsUpgrade } from '@/components/user-detail/insights-upgrade';
import { OverviewCounts } from '@/components/user-detail/overview-counts';
import { ProfileCard } from '@/components/user-detail/profile-card';
import { UserPushForm } from '@/components/user-detail/push-form';
import { SavedSearchesCard } from '@/components/user-detail/saved-searches-card';
import { TagsCard } from '@/components/user-detail/tags-card';
import { RoutingTimelineCard } from '@/components/routing/routing-timeline-card';
import { Card } from '@/components/ui/card';
import { allowed, can } from '@/lib/access';
import { offersSuperTag, VIRTUAL_AGENT_TAG_ID } from '@/lib/tags/rules';
import { activityFilter, shownUser, USER_MSG, userDetailView } from '@/lib/user-detail/rules';
import { idParams } from '@/lib/forms/route-params';
import { alertFormBasics, brokerageTimeZone } from '@/server/alerts';
import { config } from '@/server/config';
import { getHelp } from '@/server/help';
import { loadCard } from '@/server/home';
import { routingTimeline } from '@/server/routing/timeline';
import { openPage } from '@/server/page';
import { readUserDetail } from '@/server/records';
import { listTags } from '@/server/tags';
import { leadOf } from '@/server/insights';
import {
  getAgentChanges,
  getAgentNotes,
  getUserActivity,
  getUserData,
  getUserMostViewed,
  managerOfficeChoices,
} from '@/server/user-detail';

export const metadata: Metadata = { title: 'User' };

/**
 * One end user: profile with inline edits, tags, promotions, agent and its
 * history, saved searches, overview counts with side panels, agent notes, activity and most viewed.
 * Which card and action each viewer gets is lib/user-detail/rules.ts's userDetailView.
 */
export default async function UserDetailPage(props: {
  params: Promise<{ userId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { session, app, viewer, params, searchParams, load } = await openPage('/users/:userId', props, idParams('userId'));
  const id = params.userId;
  const read = await load(readUserDetail(session, id));
  if (!read) notFound();

  const view = userDetailView(viewer, read);
  // Everything below renders this copy: in restricted mode it carries no name, email, phone or photo.
  const user = shownUser(view, read);
  const filter = activityFilter(searchParams.activity);
  // The timeline and most viewed stream in their own cards; the rest is read side by side before rendering.
  const stats = view.userData && view.insights;
  const activity = stats ? loadCard(() => getUserActivity(session, id, filter)) : null;
  const mostViewed = stats ? loadCard(() => getUserMostViewed(session, id)) : null;
  const [offices, notes, history, searches, tags, help, lead, routing] = await load(
    Promise.all([
      view.promoteManager ? managerOfficeChoices(session, viewer) : Promise.resolve([]),
      view.notesCard ? getAgentNotes(session, id) : Promise.resolve(null),
      view.history ? getAgentChanges(session, id) : Promise.resolve(null),
      // A failed list shows its own message; the page stands.
      view.savedSearches ? getUserData(session, id, 'saved').catch(() => null) : Promise.resolve(null),
      view.editTags ? listTags(session) : Promise.resolve([]),
      view.embedded ? Promise.resolve([]) : getHelp(session, 'user'),
      // Insights' level and reasons for the last 7 days; a failure only leaves the profile without them.
      stats && allowed(viewer, 'insights.read') ? leadOf(session, id).catch(() => null) : Promise.resolve(null),
      // How lead routing handed the user out; the store failing only leaves the card out.
      can.routing(viewer) ? routingTimeline(session.stackId, id, user.joinedAt).catch(() => []) : Promise.resolve([]),
    ]),
  );
  const accountActions = view.promoteManager || view.promoteAgent || view.activeToggle;

  return (
    <ListingModalProvider>
      <div className="flex flex-col gap-6">
        {view.embedded ? (
          <EmbeddedHeader userId={user.id} name={user.name} />
        ) : (
          <PageHeader
            title={user.name}
            description={view.identity ? user.email : undefined}
            back={can.users(viewer) ? { href: '/users', label: 'Users' } : undefined}
            help={help}
          />
        )}

        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6">
            <ProfileCard
              key={user.id}
              userId={user.id}
              values={view.identity ? { display_name: user.name, email: user.email, phone: user.phone } : null}
              photo={user.photo}
              active={user.active}
              joinedAt={user.joinedAt}
              lastLoginAt={user.lastLoginAt}
              loginCount={user.loginCount}
              lead={lead ? { level: lead.level, reasons: lead.reasons } : null}
              editable={view.editProfile}
              actions={
                accountActions ? (
                  <AccountActions
                    userId={user.id}
                    name={user.name}
                    active={user.active}
                    promoteManager={view.promoteManager}
                    promoteAgent={view.promoteAgent}
                    activeToggle={view.activeToggle}
                    offices={offices}
                  />
                ) : null
              }
            />
            {view.tagsCard ? (
              <TagsCard
                userId={user.id}
                tags={user.tags}
                available={tags.filter((t) => t.id !== VIRTUAL_AGENT_TAG_ID).map(({ id, name }) => ({ id, name }))}
                editable={view.editTags}
                createTag={view.createTag}
                offerSuper={offersSuperTag(viewer)}
              />
            ) : null}
            {view.agentCard ? (
              <AgentCard
                userId={user.id}
                agent={user.agent}
                changeable={view.changeAgent}
                history={history}
                linkAgent={can.agents(viewer)}
              />
            ) : null}
            <RoutingTimelineCard steps={routing} timeZone={brokerageTimeZone(app)} />
            {notes ? <AgentNotesCard key={notes.updatedAt ?? 0} userId={user.id} notes={notes.notes} editable={view.editNotes} /> : null}
          </div>

          <div className="flex flex-col gap-6 lg:col-span-2">
            {view.userData ? (
              <OverviewCounts userId={user.id} counts={user.counts} linkSearches={view.savedSearches} />
            ) : (
              <p role="note" className="rounded-lg border border-dashed border-border-strong bg-surface p-5 text-sm text-muted-foreground">
                {USER_MSG.restrictedHidden}
              </p>
            )}
            {view.savedSearches ? <SavedSearchesCard userId={user.id} searches={searches} create={view.createSearch} /> : null}
            {view.push && allowed(viewer, 'alerts.send') ? (
              <Card title="Push Notifications">
                <UserPushForm recipient={{ id: user.id, name: user.name }} {...alertFormBasics(viewer, app)} />
              </Card>
            ) : null}
            {view.userData && !view.insights ? <InsightsUpgrade supportEmail={config().links.supportEmail} /> : null}
            {activity ? <UserActivityCard userId={user.id} filter={filter} activity={activity} /> : null}
            {mostViewed ? <UserMostViewedCard listings={mostViewed} /> : null}
          </div>
        </div>
      </div>
    </ListingModalProvider>
  );
}
