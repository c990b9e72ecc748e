import { describe, expect, it } from 'vitest';
import { contactLinks, contactLinksHtml, dialable } from '@/components/ui/contact-links';

describe('one tap to contact (issue 50)', () => {
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

  it('writes the same links as markup, escaped', () => {
    const markup = String(contactLinksHtml({ name: 'Jo "Q" <b>', phone: '555-0100' }));
    expect(markup).toContain('href="tel:5550100"');
    expect(markup).toContain('aria-label="Call Jo &quot;Q&quot; &lt;b&gt;"');
    expect(markup).not.toContain('<b>');
  });
});
