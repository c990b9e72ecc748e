import type { Metadata } from 'next';
import { CopyField } from '@/components/marketing/copy-field';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { getHelp } from '@/server/help';
import { getMarketing } from '@/server/marketing';
import { openPage } from '@/server/page';

export const metadata: Metadata = { title: 'Marketing' };

function Download({ href, children }: { href: string; children: string }) {
  // A plain download link (no client navigation): the route handler answers the file itself.
  return (
    <a href={href} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      {children}
    </a>
  );
}

/**
 * Marketing: the invite link and its QR code, the web IDX link and embed code (with
 * the website toggle on), the app store badges and the app icon, each copyable or downloadable with
 * the app's name in the file name.
 */
export default async function MarketingPage() {
  const { session, viewer, load } = await openPage('/marketing');
  const [m, help] = await load(Promise.all([getMarketing(session, viewer), getHelp(session, 'marketing')]));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Marketing"
        description={`Bring people to the ${m.appName} app: share your link, print your QR code, and put the app on your website.`}
        help={help}
      />
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <Card title="Invite link" className="lg:col-span-2">
          <CopyField label="Invite link" value={m.inviteUrl} hint="Whoever opens it is taken to the app's download page." />
        </Card>
        <Card title="QR code" actions={<Download href="/api/marketing/qr">Download PNG</Download>}>
          <figure className="flex flex-col items-center gap-2">
            {/* The SVG is made on the server by the qrcode package from the invite link: paths only. */}
            <div
              role="img"
              aria-label="QR code of the invite link"
              className="size-44 [&>svg]:size-full"
              dangerouslySetInnerHTML={{ __html: m.qrSvg }}
            />
            <figcaption className="text-xs text-muted-foreground">
              Scans to the invite link. The PNG prints sharp up to 4 inches.
            </figcaption>
          </figure>
        </Card>
        {m.website ? (
          <Card title="Website" className="lg:col-span-3">
            <div className="flex flex-col gap-4">
              <CopyField label="Web IDX link" value={m.website.idxUrl} hint="Your app's home search on the web." />
              <CopyField
                label="Embed code"
                value={m.website.embedCode}
                multiline
                event="embed_code_copied"
                hint="Paste it into a page of your website to show the home search there."
              />
            </div>
          </Card>
        ) : null}
        <Card
          title="App store badges"
          className="lg:col-span-2"
          actions={m.badges.length > 0 ? <Download href="/api/marketing/badges">Download badges (.zip)</Download> : null}
        >
          {m.badges.length > 0 ? (
            <ul className="flex flex-wrap items-center gap-4">
              {m.badges.map((b) => (
                <li key={b.store}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- an upstream picture shown as it is */}
                  <img src={b.imageUrl} alt={`${b.label} badge`} className="h-12 w-auto" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">The app is not in a store yet.</p>
          )}
        </Card>
        <Card title="App icon" actions={<Download href="/api/marketing/icon">Download icon</Download>}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an upstream picture shown as it is */}
          <img src={m.iconUrl} alt={`${m.appName} app icon`} className="size-20 rounded-2xl" />
        </Card>
      </div>
    </div>
  );
}
