import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { LinkNavigation } from '@/components/ui/link-navigation';
import { ServiceWorkerRegistration } from '@/components/shell/service-worker';
import { ToastProvider } from '@/components/ui/toast';
import { config } from '@/server/config';
import { EMBEDDED_HEADER } from '@/server/request/security-headers';
import './globals.css';

const HOUSE_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1f2937"/><path d="M8 15 16 8l8 7v9h-5v-6h-6v6H8z" fill="#fff"/></svg>',
  );

export const metadata: Metadata = {
  title: { default: 'Dashboard', template: '%s · Dashboard' },
  description: "Manage your brokerage's home-search app: agents, users, listings and more.",
  // Public screens have no brokerage icon yet (the dashboard layout sets the app's): a neutral house
  // inline, so browsers do not ask for a /favicon.ico that does not exist.
  icons: { icon: HOUSE_ICON, apple: '/api/app-icon/touch' },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page render per request, so Next can stamp its scripts with the
  // nonce that proxy.ts put in the Content-Security-Policy.
  const request = await headers();
  const embedded = request.get(EMBEDDED_HEADER) === '1';
  return (
    <html lang="en">
      {embedded ? (
        <head>
          {/* Follow Up Boss frames the embed hidden (height 0, display none) until this script of theirs
              tells it to show the app (their Embedded Apps reference). async: nothing of ours waits for it. */}
          <script src={config().fubEmbedScript.url} nonce={request.get('x-nonce') ?? undefined} async />
        </head>
      ) : null}
      <body className="min-h-screen bg-surface-muted text-foreground antialiased">
        {/* The brokerage's app for the home screen (React puts the link in the head). With credentials: the
            manifest names the signed-in person's brokerage. */}
        <link rel="manifest" href="/app.webmanifest" crossOrigin="use-credentials" />
        <ToastProvider>{children}</ToastProvider>
        <LinkNavigation />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
