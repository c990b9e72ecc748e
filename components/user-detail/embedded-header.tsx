import { USER_MSG } from '@/lib/user-detail/rules';

/** Embedded in the CRM: the page's header is a link that opens this user in the full dashboard (a new tab). */
export function EmbeddedHeader({ userId, name }: { userId: number; name: string }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold">{name}</h1>
      <a
        href={`/users/${userId}`}
        target="_blank"
        rel="noopener"
        className="text-sm font-medium text-brand-strong underline-offset-2 hover:underline"
      >
        {USER_MSG.openFullDashboard}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </header>
  );
}
