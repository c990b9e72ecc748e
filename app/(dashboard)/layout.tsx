import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { Header } from '@/components/shell/header';
import { PaletteLauncher } from '@/components/palette/palette-launcher';
import { MobileNav } from '@/components/shell/mobile-nav';
import { SidebarNav } from '@/components/shell/sidebar-nav';
import { ViewSwitch } from '@/components/shell/view-switch';
import { ContactTouches } from '@/components/ui/contact-touches';
import { ErrorState } from '@/components/ui/states';
import { paletteOffer } from '@/lib/palette/rules';
import { shellModel } from '@/server/shell';
import { UpstreamError } from '@/server/upstream/errors';
import { getSignedIn, type SignedIn } from '@/server/viewer';

async function signedIn(): Promise<SignedIn | 'failed'> {
  try {
    const ctx = await getSignedIn();
    if (!ctx) redirect('/login');
    return ctx;
  } catch (err) {
    if (err instanceof UpstreamError && err.sessionExpired) redirect('/logout?expired=1');
    if (err instanceof UpstreamError) return 'failed';
    throw err;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await signedIn();
  if (ctx === 'failed') return {};
  return {
    title: { default: `${ctx.app.name} Dashboard`, template: `%s · ${ctx.app.name} Dashboard` },
    icons: { icon: ctx.app.icon, apple: '/api/app-icon/touch' },
  };
}

/** The shell of every signed-in screen: header, sidebar (991 px and wider) or drawer, white-label colours. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const ctx = await signedIn();
  if (ctx === 'failed') {
    return (
      <main className="p-8">
        <ErrorState />
      </main>
    );
  }
  const shell = shellModel(ctx);
  // Embedded in the CRM (a session from /fub): no header or sidebar; the page links to the full dashboard instead.
  if (ctx.viewer.embedded) {
    return (
      <>
        <BrandColor color={shell.brandColor} />
        <main id="content" className="min-w-0 p-4 md:p-6">
          {children}
        </main>
      </>
    );
  }
  const nav = <SidebarNav {...shell.sidebar} />;
  return (
    <>
      <BrandColor color={shell.brandColor} />
      <ContactTouches />
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      <Header
        appName={shell.appName}
        appIcon={shell.appIcon}
        userName={shell.userName}
        userEmail={shell.userEmail}
        accountLinks={shell.accountLinks}
        readOnly={shell.readOnly}
        viewSwitch={shell.viewSwitch}
        search={<PaletteLauncher offer={paletteOffer(ctx.viewer, String(ctx.session.user.id))} />}
        menu={
          <MobileNav>
            {shell.viewSwitch ? (
              // Below sm the header has no room for the switch beside the app name: it heads the menu there.
              <div className="mb-4 sm:hidden">
                <ViewSwitch {...shell.viewSwitch} />
              </div>
            ) : null}
            {nav}
          </MobileNav>
        }
      />
      {/* The sidebar's background runs the row's full height (a page taller than the window included);
          its items stay in view on a sticky inner column. */}
      <div className="flex min-h-[calc(100vh-4rem)]">
        <aside aria-label="Sidebar" className="hidden w-64 shrink-0 border-r border-border bg-surface min-[991px]:block">
          <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto">{nav}</div>
        </aside>
        <main id="content" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </>
  );
}

/**
 * The brokerage's colour as the --brand variable and the phone's bar colour. React puts a <style> with
 * href and precedence, and a <meta>, in the head, where HTML allows them (a <style> in <body> fails the
 * W3C checker).
 */
function BrandColor({ color }: { color: string | null }) {
  if (!color) return null;
  return (
    <>
      <style href={`brand-${color}`} precedence="brand">
        {`:root{--brand:${color}}`}
      </style>
      <meta name="theme-color" content={color} />
    </>
  );
}
