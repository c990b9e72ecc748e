import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nock from 'nock';
import { alertMail, MailUnavailable, sendMail } from '@/server/agent-alerts/mail';
import { startSmtpCatcher, type SmtpCatcher } from '@/tests/support/smtp-catcher';
import { SESSION_SECRET, setTestEnvironment } from './support/harness';

/** Alert e-mail through a real SMTP server on loopback, read back as a mail client reads it. */
const PASSWORD = 'smtp-pass-Zq81x';
const CREDENTIAL_KEY = Buffer.alloc(32, 9).toString('base64');
let smtp: SmtpCatcher;

const brand = { name: 'Acme Realty', color: '#0b5cad', baseUrl: 'https://dash.acme.example' };
const alert = {
  title: 'Jordan Buyer viewed 12 Oak St 3 times',
  body: 'Last view 2 minutes ago.\nThey also favourited it.',
  link: '/users/77',
};

function useSmtp(extra: Record<string, string | undefined> = {}) {
  setTestEnvironment({
    SMTP_URL: `smtp://alerts:${PASSWORD}@127.0.0.1:${smtp.port}`,
    MAIL_FROM: undefined,
    CREDENTIAL_KEYS: CREDENTIAL_KEY,
    ...extra,
  });
}

beforeAll(async () => {
  nock.restore();
  smtp = await startSmtpCatcher({ user: 'alerts', password: PASSWORD });
});
afterAll(async () => {
  await smtp.close();
  if (!nock.isActive()) nock.activate();
});

describe('sendMail', () => {
  it('delivers both parts, the words and the link, from the brokerage, with no secret in any header', async () => {
    useSmtp();
    await sendMail({ to: 'agent@acme.test', fromName: brand.name, ...alertMail(alert, brand) });
    const mail = smtp.mails.at(-1);
    expect(mail?.user).toBe('alerts');
    expect(mail?.envelope).toEqual({ from: 'alerts@localhost', to: ['agent@acme.test'] });
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Acme Realty', address: 'alerts@localhost' }]);
    expect(mail?.parsed.subject).toBe('Jordan Buyer viewed 12 Oak St 3 times · Acme Realty');
    expect(mail?.parsed.text).toContain('Last view 2 minutes ago.');
    expect(mail?.parsed.text).toContain('https://dash.acme.example/users/77');
    expect(mail?.parsed.html).toContain('They also favourited it.');
    expect(mail?.parsed.html).toContain('href="https://dash.acme.example/users/77"');
    expect(mail?.parsed.html).toContain('background:#0b5cad');
    expect(mail?.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    const headers = (mail?.raw ?? '').split(/\r?\n\r?\n/)[0] ?? '';
    for (const secret of [PASSWORD, SESSION_SECRET, CREDENTIAL_KEY, process.env.VAPID_PRIVATE_KEY ?? 'unset'])
      expect(headers).not.toContain(secret);
    expect(mail?.raw).not.toContain(PASSWORD);
  });

  it("uses MAIL_FROM, and its own name over the brokerage's", async () => {
    useSmtp({ MAIL_FROM: 'Dashboard Alerts <alerts@acme.example>' });
    await sendMail({ to: 'a@acme.test', fromName: 'Acme Realty', subject: 's', text: 't', html: '<p>t</p>' });
    expect(smtp.mails.at(-1)?.parsed.from?.value).toEqual([{ name: 'Dashboard Alerts', address: 'alerts@acme.example' }]);
    useSmtp({ MAIL_FROM: 'alerts@acme.example' });
    await sendMail({ to: 'a@acme.test', fromName: 'Acme Realty', subject: 's', text: 't', html: '<p>t</p>' });
    expect(smtp.mails.at(-1)?.parsed.from?.value).toEqual([{ name: 'Acme Realty', address: 'alerts@acme.example' }]);
  });

  it('throws when the server refuses the mail, cannot be reached, or none is configured (so the engine tries again)', async () => {
    useSmtp();
    smtp.refuseNext = true;
    await expect(sendMail({ to: 'a@acme.test', subject: 's', text: 't', html: 't' })).rejects.toThrow(/could not be sent/);
    setTestEnvironment({ SMTP_URL: `smtp://alerts:${PASSWORD}@127.0.0.1:1` });
    const refused = await sendMail({ to: 'a@acme.test', subject: 's', text: 't', html: 't' }).catch((e: unknown) => e as Error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).not.toContain(PASSWORD);
    setTestEnvironment({ SMTP_URL: undefined });
    await expect(sendMail({ to: 'a@acme.test', subject: 's', text: 't', html: 't' })).rejects.toBeInstanceOf(MailUnavailable);
  });
});

describe('alertMail', () => {
  it('escapes everything the upstream or the engine wrote, and keeps links on the dashboard', () => {
    const evil = { title: '<script>alert(1)</script> & "co"', body: '<img src=x onerror=alert(1)>', link: 'javascript:alert(1)' };
    const mail = alertMail(evil, { name: '<b>Evil</b> Realty', color: 'red;background:url(x)', baseUrl: 'https://dash.acme.example' });
    expect(mail.html).not.toMatch(/<script|<img|<b>|javascript:|url\(x\)/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;');
    expect(mail.html).toContain('href="https://dash.acme.example"');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('writes on the brand colour in the ink that reads on it, and keeps the subject on one line', () => {
    expect(alertMail(alert, { ...brand, color: '#ffeb3b' }).html).toContain('color:#000000');
    expect(alertMail(alert, { ...brand, color: '#0b5cad' }).html).toContain('color:#ffffff');
    expect(alertMail({ ...alert, title: 'a\r\nBcc: x@evil.test' }, brand).subject).toBe('a Bcc: x@evil.test · Acme Realty');
  });

  it("lists a digest's alerts, each with its own link, under a button to the alert choices", () => {
    const items = [
      { title: 'Hannah Hale keeps looking at one home', body: 'Viewed 5613 Elm Pl 9 times today.', link: '/users/12' },
      { title: 'Kit <b>Kane</b> favourited a listing', body: '1 Oak St', link: '/users/13' },
    ];
    const mail = alertMail(
      { title: 'Your alerts digest: 2 alerts', body: 'What was held.', link: '/preferences', linkLabel: 'Open your alert choices', items },
      brand,
    );
    expect(mail.text).toContain(
      '• Hannah Hale keeps looking at one home: Viewed 5613 Elm Pl 9 times today.\n  https://dash.acme.example/users/12',
    );
    expect(mail.text).toContain('Open your alert choices: https://dash.acme.example/preferences');
    expect(mail.html).toContain(
      '<a href="https://dash.acme.example/users/13" style="color:#111827;font-weight:600">Kit &lt;b&gt;Kane&lt;/b&gt; favourited a listing</a>',
    );
    expect(mail.html).not.toContain("Open the user's page");
  });
});
