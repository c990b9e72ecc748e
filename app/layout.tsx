import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Dashboard', template: '%s · Dashboard' },
  description: "Manage your brokerage's home-search app: agents, users, listings and more.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page render per request, so Next can stamp its scripts with the
  // nonce that proxy.ts put in the Content-Security-Policy.
  await headers();
  return (
    <html lang="en">
      <body className="min-h-screen bg-surface-muted text-foreground antialiased">
        <ToastProvider>{children}</ToastProvider>
      </body>
    </html>
  );
}
