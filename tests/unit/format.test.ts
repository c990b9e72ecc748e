import { describe, it, expect } from 'vitest';
import { dateFormat, formatDate, formatDateTime, formatNumber, formatPrice, initials, timeAgo } from '@/lib/format';

describe('timeAgo', () => {
  const now = 1_800_000_000;

  it('says just now under a minute, and for future times', () => {
    expect(timeAgo(now, now)).toBe('just now');
    expect(timeAgo(now - 59, now)).toBe('just now');
    expect(timeAgo(now + 300, now)).toBe('just now');
  });

  it('counts minutes, hours, days and weeks', () => {
    expect(timeAgo(now - 60, now)).toBe('1 minute ago');
    expect(timeAgo(now - 5 * 60, now)).toBe('5 minutes ago');
    expect(timeAgo(now - 3600, now)).toBe('1 hour ago');
    expect(timeAgo(now - 3 * 3600 - 59, now)).toBe('3 hours ago');
    expect(timeAgo(now - 86400, now)).toBe('1 day ago');
    expect(timeAgo(now - 2 * 86400, now)).toBe('2 days ago');
    expect(timeAgo(now - 6 * 86400, now)).toBe('6 days ago');
    expect(timeAgo(now - 7 * 86400, now)).toBe('1 week ago');
    expect(timeAgo(now - 4 * 7 * 86400, now)).toBe('4 weeks ago');
  });

  it('keeps counting in weeks rather than months or years', () => {
    expect(timeAgo(now - 60 * 7 * 86400, now)).toBe('60 weeks ago');
  });

  it('accepts a Date for now', () => {
    expect(timeAgo(now - 120, new Date(now * 1000))).toBe('2 minutes ago');
  });

  it('treats a missing timestamp as just now rather than printing NaN', () => {
    expect(timeAgo(Number.NaN, now)).toBe('just now');
  });
});

describe('formatPrice', () => {
  it('formats whole dollars with separators', () => {
    expect(formatPrice(1_250_000)).toBe('$1,250,000');
    expect(formatPrice(850)).toBe('$850');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1999.6)).toBe('$2,000');
  });
  it('gives an empty string for a missing price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('formatPrice, short', () => {
  it('uses K, M and B', () => {
    expect(formatPrice(1_250_000, { short: true })).toBe('$1.25M');
    expect(formatPrice(850_000, { short: true })).toBe('$850K');
    expect(formatPrice(2_000_000, { short: true })).toBe('$2M');
    expect(formatPrice(2_500, { short: true })).toBe('$2.5K');
    expect(formatPrice(1_200_000_000, { short: true })).toBe('$1.2B');
  });
  it('leaves small prices whole and rounds up across units', () => {
    expect(formatPrice(999, { short: true })).toBe('$999');
    expect(formatPrice(999_999, { short: true })).toBe('$1M');
  });
  it('gives an empty string for a missing price', () => {
    expect(formatPrice(null, { short: true })).toBe('');
  });
  it('keeps amounts under fullBelow in full, and reads a missing price as asked', () => {
    expect(formatPrice(2_500, { short: true, fullBelow: 10_000 })).toBe('$2,500');
    expect(formatPrice(850_000, { short: true, fullBelow: 10_000 })).toBe('$850K');
    expect(formatPrice(null, { missing: '—' })).toBe('—');
  });
});

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('mary jane watson')).toBe('MW');
    expect(initials('  Ada   Lovelace  ')).toBe('AL');
    expect(initials('Jean-Luc Picard')).toBe('JP');
  });
  it('takes one letter from a single word or an e-mail address', () => {
    expect(initials('Cher')).toBe('C');
    expect(initials('jane@example.com')).toBe('J');
    expect(initials('jane.doe@example.com')).toBe('JD');
  });
  it('skips punctuation and handles accents', () => {
    expect(initials('(Ann) Émile')).toBe('AÉ');
  });
  it('is empty for no name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(null)).toBe('');
  });
});

describe('formatDate', () => {
  it('formats as MMM D YYYY', () => {
    // Built in local time, as formatDate reads it, so the test passes in any TZ (UTC+14 included).
    expect(formatDate(new Date(2026, 10, 21, 12).getTime() / 1000)).toBe('Nov 21 2026');
    expect(formatDate(new Date(2026, 0, 5, 0, 0, 1).getTime() / 1000)).toBe('Jan 5 2026');
  });
  it('gives an empty string for a missing date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats as MMM D YYYY, h:mm AM/PM, with no comma after the day', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 15, 5).getTime() / 1000)).toBe('Nov 21 2026, 3:05 PM');
    expect(formatDateTime(new Date(2026, 0, 5, 0, 0, 1).getTime() / 1000)).toBe('Jan 5 2026, 12:00 AM');
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps up to three decimals unless told otherwise', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(1.2345)).toBe('1.235');
    expect(formatNumber(1.2345, { maximumFractionDigits: 2 })).toBe('1.23');
  });
});

describe('dateFormat', () => {
  it('builds one formatter per set of options and formats in the given zone', () => {
    const a = dateFormat({ timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' });
    expect(dateFormat({ timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' })).toBe(a);
    expect(dateFormat({ timeZone: 'Europe/Paris', dateStyle: 'medium', timeStyle: 'short' })).not.toBe(a);
    expect(a.format(new Date(Date.UTC(2026, 10, 24, 17, 0))).replace(/\s/g, ' ')).toBe('Nov 24, 2026, 12:00 PM');
  });

  it('throws for a time zone the runtime does not know, and caches nothing for it', () => {
    expect(() => dateFormat({ timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => dateFormat({ timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
