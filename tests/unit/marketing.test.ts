import { describe, expect, it } from 'vitest';
import { assetFileName, attachment, embedCode } from '@/lib/marketing/rules';

describe('marketing', () => {
  it('the embed code frames the IDX link, with the link and the app name escaped', () => {
    expect(embedCode('https://idx.example/acme?agent=3&x=1', 'Acme Realty')).toBe(
      '<iframe src="https://idx.example/acme?agent=3&amp;x=1" title="Acme Realty home search" width="100%" height="800" style="border:0" loading="lazy" allow="geolocation"></iframe>',
    );
    const hostile = embedCode('https://idx.example/"><script>alert(1)</script>', 'A "B" <C>');
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('src="https://idx.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(hostile).toContain('title="A &quot;B&quot; &lt;C&gt; home search"');
  });

  it("download names carry the app's name, kept to safe characters", () => {
    expect(assetFileName('Acme Realty', 'QR code', 'png')).toBe('Acme Realty QR code.png');
    expect(assetFileName('Bay / Homes: "Best"\r\n', 'app store badges', 'zip')).toBe('Bay Homes Best app store badges.zip');
    expect(assetFileName('Café Élan', 'app icon', 'png')).toBe('Cafe Elan app icon.png');
    expect(assetFileName('***', 'app icon', 'jpg')).toBe('App app icon.jpg');
    expect(assetFileName('x'.repeat(300), 'QR code', 'png').length).toBeLessThanOrEqual(80 + ' QR code.png'.length);
    expect(attachment('Acme Realty QR code.png')).toBe('attachment; filename="Acme Realty QR code.png"');
  });
});
