import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '@/server/config';
import { processSingleton } from '@/server/process-singleton';
import { safeColor } from '@/server/shell';

/**
 * Agent alerts by e-mail: nodemailer over SMTP_URL (in demo mode the demo upstream's own listener,
 * as Mailpit catches mail on a developer's laptop). A mail carries the alert's words, a plain part and
 * an HTML part in the brokerage's colours, and a link to the user's page; never a key, a token or a
 * session, in its body or its headers.
 */

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (the brokerage's); MAIL_FROM's own name, when it has one, wins. */
  fromName?: string;
};

/** What an alert says: the engine's words and the page it is about. */
export type AlertMailInput = {
  title: string;
  body: string;
  /** The user's page: a path of this dashboard (/users/123) or its absolute URL. */
  link: string;
  /** The button's words (default: Open the user's page). */
  linkLabel?: string;
  /** A digest's alerts, each with its own link, listed under the body. */
  items?: readonly { title: string; body: string; link: string }[];
};

/** Whose alert it is: the brokerage's name and theme colour, and the dashboard's base URL for links. */
export type MailBrand = {
  name: string;
  color: string | null | undefined;
  /** PUBLIC_URL, or the origin the engine last saw the dashboard under. */
  baseUrl: string;
};

export class MailUnavailable extends Error {}

const TIMEOUT_MS = 15_000;

/** One pooled transport per process and SMTP_URL (the URL may change between tests, never in production). */
function transport(url: string): Transporter {
  const holder = processSingleton<{ url: string | null; transport: Transporter | null }>('agent-alerts-mail', () => ({
    url: null,
    transport: null,
  }));
  if (holder.url !== url || !holder.transport) {
    holder.transport?.close();
    holder.transport = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: 2,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
    holder.url = url;
  }
  return holder.transport;
}

/** Whether e-mail can be sent at all (SMTP_URL set, or demo mode): the engine skips the channel otherwise. */
export function mailConfigured(): boolean {
  return config().mail.url !== null;
}

/**
 * Sends one mail; throws when it cannot (no SMTP_URL: MailUnavailable; the server refused or did not
 * answer: the transport's error, without the URL), so the engine tries again later.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const { url, from } = config().mail;
  if (!url) throw new MailUnavailable('E-mail is not configured (SMTP_URL is unset).');
  const name = from.name ?? mail.fromName ?? null;
  try {
    await transport(url).sendMail({
      from: name ? { name, address: from.address } : from.address,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // Automatic mail: out-of-office replies and auto-responders stay quiet.
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
    });
  } catch (err) {
    // The transport's message may quote the server's answer, never the URL; the URL is not repeated here.
    throw new Error(`The alert e-mail could not be sent: ${err instanceof Error ? err.message : String(err)}`);
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const esc = (v: string) => v.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** The alert's link as an absolute http(s) URL under the base; anything else points at the base itself. */
function absoluteLink(link: string, baseUrl: string): string {
  try {
    const url = new URL(link, `${baseUrl.replace(/\/+$/, '')}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : baseUrl;
  } catch {
    return baseUrl;
  }
}

/** Black or white, whichever reads better on the brand colour (WCAG's relative luminance). */
function inkOn(hex: string): string {
  const full = hex.length <= 5 ? [...hex.slice(1, 4)].map((c) => c + c).join('') : hex.slice(1, 7);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#000000' : '#ffffff';
}

const DEFAULT_COLOR = '#1f2937';
/** Subjects stay on one line: a line break in a header is refused by nodemailer's encoder anyway. */
const oneLine = (v: string) => v.replace(/\s+/g, ' ').trim();

/** The alert as a mail: subject, plain part and HTML part, everything the upstream or the engine wrote escaped. */
export function alertMail(alert: AlertMailInput, brand: MailBrand): { subject: string; text: string; html: string } {
  const link = absoluteLink(alert.link, brand.baseUrl);
  const preferences = absoluteLink('/preferences', brand.baseUrl);
  const color = safeColor(brand.color ?? undefined) ?? DEFAULT_COLOR;
  const ink = inkOn(color);
  const subject = oneLine(`${alert.title} · ${brand.name}`).slice(0, 200);
  const label = alert.linkLabel ?? "Open the user's page";
  const items = (alert.items ?? []).map((i) => ({ ...i, link: absoluteLink(i.link, brand.baseUrl) }));
  const text = [
    alert.title,
    '',
    alert.body,
    '',
    ...items.flatMap((i) => [`• ${i.title}: ${i.body}`, `  ${i.link}`, '']),
    `${label}: ${link}`,
    '',
    '—',
    `${brand.name} dashboard. You get this e-mail because of your alert preferences: ${preferences}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};color:${ink};padding:16px 24px;font-size:16px;font-weight:600">${esc(brand.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${esc(alert.title)}</h1>
<p style="margin:0 0 20px;font-size:15px;line-height:1.5;white-space:pre-line">${esc(alert.body)}</p>
${items.length ? `<ul style="margin:0 0 20px;padding-left:20px;font-size:15px;line-height:1.5">${items.map((i) => `<li style="margin-bottom:8px"><a href="${esc(i.link)}" style="color:#111827;font-weight:600">${esc(i.title)}</a><br>${esc(i.body)}</li>`).join('')}</ul>\n` : ''}<a href="${esc(link)}" style="display:inline-block;background:${color};color:${ink};text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${esc(label)}</a>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${esc(brand.name)} dashboard. You get this e-mail because of your <a href="${esc(preferences)}" style="color:#6b7280">alert preferences</a>.</td></tr>
</table></td></tr></table>
</body></html>
`;
  return { subject, text, html };
}
