import { CardFailure, HomeCard, ListSkeleton } from '@/components/home/home-card';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/states';
import { timeAgo } from '@/lib/format';
import type { Loaded, RecentUser } from '@/lib/home/rules';

/** Recently joined app users with their photo, name and when they joined (read started by the page). */
export function RecentUsersCard({ users }: { users: Promise<Loaded<RecentUser[]>> }) {
  return (
    <HomeCard title="Recently joined users" fallback={<ListSkeleton label="Loading recently joined users" />}>
      <RecentUsersList users={users} />
    </HomeCard>
  );
}

async function RecentUsersList({ users }: { users: Promise<Loaded<RecentUser[]>> }) {
  const result = await users;
  if (!result.ok) return <CardFailure />;
  if (result.data.length === 0) return <EmptyState title="No users have joined yet" />;
  const now = result.readAt;
  return (
    <ul className="divide-y divide-border" aria-label="Recently joined users" data-testid="recent-users">
      {result.data.map((user) => (
        <li key={user.id} className="flex items-center gap-3 px-5 py-3">
          <Avatar name={user.name} src={user.photo} size="md" />
          <span className="min-w-0 flex-1 truncate font-medium text-foreground">{user.name}</span>
          <time dateTime={new Date(user.joinedAt * 1000).toISOString()} className="shrink-0 text-sm text-muted-foreground">
            {timeAgo(user.joinedAt, now)}
          </time>
        </li>
      ))}
    </ul>
  );
}
