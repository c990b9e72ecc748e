import type { Metadata } from 'next';
import { CopyField } from '@/components/marketing/copy-field';
import { SsoTryButton } from '@/components/settings/sso-try-button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { allowed, can } from '@/lib/access';
import { SETTINGS_MSG, SSO_GUIDE, ssoCurl } from '@/lib/settings/rules';
import { openPage } from '@/server/page';
import { ssoGuideValues } from '@/server/sso-guide';

export const metadata: Metadata = { title: 'Single sign-on guide' };

const code = 'rounded bg-surface-sunken px-1 py-0.5 font-mono text-[0.85em]';

/**
 * The SSO guide: the two steps with this deployment's real values, a copyable curl example
 * (the API key stays a placeholder) and 'Try it', which signs the admin in through the real flow in a new tab.
 */
export default async function SsoGuidePage() {
  const { viewer } = await openPage('/settings/sso');
  const v = await ssoGuideValues();
  const step2 = `${v.dashboardOrigin}/sso?${SSO_GUIDE.emailParam}={email}&${SSO_GUIDE.tokenParam}={accessToken}`;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Single sign-on guide"
        description="Sign your agents into this dashboard from your own site or intranet, without a second password."
        back={{ href: '/settings', label: 'Settings' }}
      />
      <Card title="1. Ask for an access token">
        <div className="flex flex-col gap-3 text-sm">
          <p>
            From your server (never from a browser: it carries your API key), send a <strong>POST</strong> to the access-token endpoint with
            your API key in the <code className={code}>{v.header}</code> header and the person&apos;s e-mail in the form field{' '}
            <code className={code}>{SSO_GUIDE.emailField}</code>. The answer&apos;s <code className={code}>{SSO_GUIDE.tokenField}</code> is
            good for one sign-in.
          </p>
          <CopyField label="Access-token endpoint" value={v.tokenEndpoint} />
          <CopyField
            label="Example"
            value={ssoCurl(v.tokenEndpoint, v.header)}
            multiline
            hint="Your API key is on the Settings page, behind Reveal API key."
          />
        </div>
      </Card>
      <Card title="2. Open the sign-on address">
        <div className="flex flex-col gap-3 text-sm">
          <p>
            Send the person to this dashboard&apos;s sign-on address with the e-mail as <code className={code}>{SSO_GUIDE.emailParam}</code>{' '}
            and the token as <code className={code}>{SSO_GUIDE.tokenParam}</code>. They arrive signed in.
          </p>
          <CopyField label="Sign-on address" value={step2} />
        </div>
      </Card>
      <Card title="Try it">
        {!can.brokerApiKey(viewer) ? (
          <p className="rounded-md bg-warning-soft px-3 py-2 text-sm">
            <strong>{SETTINGS_MSG.upgradeRequired}</strong>: single sign-on uses the API key, which comes with the Agent Insights plan.
          </p>
        ) : allowed(viewer, 'settings.apiKey') ? (
          <div className="flex flex-col items-start gap-3 text-sm">
            <p>Both steps for real, for you: a new tab opens and signs you in through the sign-on address.</p>
            <SsoTryButton />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{SETTINGS_MSG.ssoReadOnly}</p>
        )}
      </Card>
    </div>
  );
}
