/**
 * Marketing: the words, the embed code built from the web IDX link, and the
 * file names of the downloads (each carries the app's name). Pure: used by the page, the route
 * handlers and the tests.
 */

export const MARKETING_MSG = {
  copied: 'Link, code or URL copied to clipboard',
  // Not in the spec: a browser that refuses the clipboard (an insecure origin, a denied permission).
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  // Not in the spec: a download whose source the upstream could not give.
  downloadFailed: 'The file could not be made. Please try again later.',
} as const;

/** The app toggle that shows the web IDX link and the embed code (the spec's 'website toggle'). */
export const WEBSITE_TOGGLE = 'websiteEnabled';

/** The one analytics event the screen sends (copying the embed code). */
export const MARKETING_EVENTS = ['embed_code_copied'] as const;
export type MarketingEvent = (typeof MARKETING_EVENTS)[number];

/** The QR code's PNG edge in pixels: 2 inches at 600 dpi, or 4 at 300, for print. */
export const QR_PRINT_PX = 1200;

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (ch) => ATTRIBUTE_ESCAPES[ch] ?? ch);

/** The iframe a brokerage pastes into its website to show the app's home search. */
export function embedCode(idxUrl: string, appName: string): string {
  return (
    `<iframe src="${escapeAttribute(idxUrl)}" title="${escapeAttribute(`${appName} home search`)}" ` +
    'width="100%" height="800" style="border:0" loading="lazy" allow="geolocation"></iframe>'
  );
}

/**
 * A download's file name carrying the app's name: 'Acme Realty QR code.png'. Only letters, digits,
 * spaces, dots, dashes and underscores are kept (a name is a header value and a path on the user's
 * disk); an app whose name keeps nothing is 'App'.
 */
export function assetFileName(appName: string, what: string, extension: string): string {
  const name =
    appName
      .normalize('NFKD')
      .replace(/[^\w .-]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'App';
  return `${name} ${what}.${extension}`;
}

/** The Content-Disposition of a download named by assetFileName (plain ASCII, so no filename*). */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/["\\]/g, '')}"`;
}
