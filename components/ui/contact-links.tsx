import { html, type SafeHtml } from '@/components/ui/safe-html';
import { isEmail, PHONE_PATTERN } from '@/lib/forms/rules';

/**
 * One tap to reach a person from a phone: Call and Text where there is a phone number, E-mail
 * where there is an address, each named for the person ('Call Blake Buyer'). No number, no Call and no
 * Text: never a link that opens nothing. The same links as React (cards) and as markup (tables).
 * The values come from the upstream: only an address and a number the forms would accept become a
 * link, written from its parsed parts, so no value can add a recipient, a subject or another scheme.
 */
/** userId: the end user the links reach; a tap then tells lead routing first (a first touch ends a lead's claim window). */
export type Contact = { name: string; email?: string | null; phone?: string | null; userId?: number };
export type ContactLink = { kind: 'call' | 'text' | 'email'; href: string; label: string; text: string };

/** The number a tel: or sms: link dials: its digits, with a leading + kept; null when it is not a phone number. */
export function dialable(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  if (!PHONE_PATTERN.test(trimmed)) return null;
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** A mailto: link to the address, each side of the @ encoded; null when it is not an address the forms accept. */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = email?.trim() ?? '';
  if (!isEmail(address)) return null;
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

export function contactLinks(c: Contact): ContactLink[] {
  const number = dialable(c.phone);
  const mailto = mailtoHref(c.email);
  const links: ContactLink[] = [];
  if (number) {
    links.push({ kind: 'call', href: `tel:${number}`, label: `Call ${c.name}`, text: 'Call' });
    links.push({ kind: 'text', href: `sms:${number}`, label: `Text ${c.name}`, text: 'Text' });
  }
  if (mailto) links.push({ kind: 'email', href: mailto, label: `E-mail ${c.name}`, text: 'E-mail' });
  return links;
}

const LINK =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md border border-border-strong bg-surface px-2.5 text-sm font-medium text-foreground no-underline hover:bg-surface-sunken';

export function ContactLinks({ contact, className }: { contact: Contact; className?: string }) {
  const links = contactLinks(contact);
  if (links.length === 0) return null;
  return (
    <ul aria-label={`Contact ${contact.name}`} className={`flex flex-wrap gap-2 ${className ?? ''}`}>
      {links.map((l) => (
        <li key={l.kind}>
          <a
            href={l.href}
            aria-label={l.label}
            className={LINK}
            data-touch={contact.userId !== undefined ? l.kind : undefined}
            data-user={contact.userId}
          >
            {l.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The same links as markup, for a table's cell (components/ui/safe-html.ts). Phrasing content only (a
 * cell's text sits in spans, where HTML allows no list): each link carries its own name.
 */
export function contactLinksHtml(contact: Contact): SafeHtml | null {
  const links = contactLinks(contact);
  if (links.length === 0) return null;
  const touch = (l: ContactLink) =>
    contact.userId !== undefined ? html` data-touch="${l.kind}" data-user="${String(contact.userId)}"` : null;
  return html`<span class="flex flex-wrap gap-2">${links.map((l) => html`<a href="${l.href}" aria-label="${l.label}" class="${LINK}"${touch(l)}>${l.text}</a>`)}</span>`;
}
