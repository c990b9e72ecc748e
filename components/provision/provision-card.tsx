import type { ReactNode } from 'react';

/** The frame of the sign-up screens: the app's logo and name above the screen's title (the brokerage is known here). */
export function ProvisionCard({
  app,
  title,
  children,
}: {
  app: { name: string; logo: string | null } | null;
  title: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-8 shadow-sm">
        {app ? (
          <div className="mb-4 flex flex-col items-center gap-2">
            {app.logo ? (
              // A logo is often a wide word mark: 4rem high at its own width (up to the card's), not squeezed into a square.
              // eslint-disable-next-line @next/next/no-img-element -- the upstream's logo, any origin the CSP allows
              <img src={app.logo} alt={`${app.name} logo`} height={64} className="h-16 w-auto max-w-full rounded-lg object-contain" />
            ) : null}
            <p className="text-sm font-medium text-muted-foreground">{app.name}</p>
          </div>
        ) : null}
        <h1 className="mb-6 text-center text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
