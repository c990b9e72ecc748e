import { describe, expect, it } from 'vitest';
import { contactLinks, contactLinksHtml, dialable, mailtoHref } from '@/components/ui/contact-links';

describe('one tap to contact', () => {
  it('Call and Text where there is a number, E-mail where there is an address, each named for the person', () => {
    expect(contactLinks({ name: 'Blake Buyer', email: 'buyer@acme.test', phone: '+1 (415) 555-0123' })).toEqual([
      { kind: 'call', href: 'tel:+14155550123', label: 'Call Blake Buyer', text: 'Call' },
      { kind: 'text', href: 'sms:+14155550123', label: 'Text Blake Buyer', text: 'Text' },
      { kind: 'email', href: 'mailto:buyer@acme.test', label: 'E-mail Blake Buyer', text: 'E-mail' },
    ]);
  });

  it('no number: no Call and no Text; nothing at all: no links', () => {
    expect(contactLinks({ name: 'A', email: 'a@b.co', phone: null }).map((l) => l.kind)).toEqual(['email']);
    expect(contactLinks({ name: 'A', email: '', phone: '  ' })).toEqual([]);
    expect(contactLinksHtml({ name: 'A' })).toBeNull();
    expect(dialable('ext')).toBeNull();
    expect(dialable('415 555 0123')).toBe('4155550123');
  });

  it('links only an address the forms accept and a phone number: never a query, header or other scheme', () => {
    for (const email of [
      'fatima.davis@example.com?bcc=spy@evil.test&subject=Hi',
      'a@b.co,spy@evil.test',
      'a@b.co%0Abcc:spy@evil.test',
      'javascript:alert(1)//@b.co',
      'a b@c.co',
      '@b.co',
    ]) {
      expect(contactLinks({ name: 'A', email })).toEqual([]);
    }
    for (const phone of ['415 555 0123?body=Hi', '415-555-0123;ext=9', 'call 4155550123', '12345']) {
      expect(contactLinks({ name: 'A', phone })).toEqual([]);
    }
    expect(contactLinks({ name: 'A', email: ' o’neil@b.co ' })).toEqual([]);
  });

  it('encodes each part of the address: an accepted + or apostrophe reaches the mail app as written', () => {
    expect(mailtoHref(" jo.o'neil+homes@acme.test ")).toBe("mailto:jo.o'neil%2Bhomes@acme.test");
    expect(mailtoHref('a@b.co?bcc=x@y.co')).toBeNull();
    expect(dialable('(415) 555-0123')).toBe('4155550123');
    expect(dialable('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('writes the same links as markup, escaped', () => {
    const markup = String(contactLinksHtml({ name: 'Jo "Q" <b>', phone: '555-0100' }));
    expect(markup).toContain('href="tel:5550100"');
    expect(markup).toContain('aria-label="Call Jo &quot;Q&quot; &lt;b&gt;"');
    expect(markup).not.toContain('<b>');
  });
});
