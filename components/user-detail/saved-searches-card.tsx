import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { savedSearchHref, type UserDataItem } from '@/lib/user-detail/rules';

/** The user's saved searches, each opening the saved-search editor; 'Create Search' opens a new one. */
export function SavedSearchesCard({ userId, searches, create }: { userId: number; searches: UserDataItem[] | null; create: boolean }) {
  return (
    <Card
      title="Agent Saved Searches"
      actions={
        create ? (
          <ButtonLink href={savedSearchHref(userId)} size="sm" variant="secondary">
            Create Search
          </ButtonLink>
        ) : null
      }
    >
      {searches === null ? (
        <p className="text-sm text-muted-foreground">Unable to load data</p>
      ) : searches.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved searches yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label="Saved searches">
          {searches.map((s) => (
            <li key={s.id ?? s.title} className="flex items-center justify-between gap-3 py-2">
              {s.id !== null ? (
                <AppLink href={savedSearchHref(userId, s.id)} className="font-medium text-brand-strong hover:underline">
                  {s.title}
                </AppLink>
              ) : (
                <span className="font-medium">{s.title}</span>
              )}
              <time className="shrink-0 text-xs text-muted-foreground" dateTime={new Date(s.at * 1000).toISOString()}>
                {formatDate(s.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
