import 'server-only';
import sharp from 'sharp';
import { getAppData } from '@/server/app-data';
import { getRequestSession } from '@/server/session';
import { safeColor } from '@/server/shell';
import { remoteImageStream } from '@/server/files/remote-image';
import type { AppData } from '@/server/upstream/contract';

/**
 * The brokerage's app on an agent's home screen: a web app manifest from its white-label data
 * and icons made from the app's icon. Signed out, the dashboard's own name and a neutral house.
 */

/** The signed-in person's brokerage for a home-screen request; null signed out or when its data cannot be read. */
export async function appOfRequest(req: Request): Promise<AppData | null> {
  const session = await getRequestSession(req);
  return session ? getAppData(session).catch(() => null) : null;
}

export const ICON_SIZES = { touch: 180, small: 192, large: 512, maskable: 512 } as const;
export type IconVariant = keyof typeof ICON_SIZES;

const DEFAULT_NAME = 'Broker Dashboard';
const DEFAULT_COLOR = '#1f2937';
const BACKGROUND = '#ffffff';

/** A home-screen label: the name itself when short, else its first word, within 12 characters. */
export function shortName(name: string): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean.length <= 12) return clean;
  const first = clean.split(' ')[0] ?? clean;
  return first.length <= 12 ? first : `${first.slice(0, 11)}…`;
}

/** The manifest for a brokerage's app, or the dashboard's own when nobody is signed in. */
export function webManifest(app: Pick<AppData, 'name' | 'theme'> | null) {
  const name = app?.name.trim() || DEFAULT_NAME;
  const icon = (variant: IconVariant, purpose: 'any' | 'maskable') => ({
    src: `/api/app-icon/${variant}`,
    sizes: `${ICON_SIZES[variant]}x${ICON_SIZES[variant]}`,
    type: 'image/png',
    purpose,
  });
  return {
    name,
    short_name: shortName(name),
    description: `${name}: manage the agents, users and listings of your home-search app.`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: (app && safeColor(app.theme.color)) ?? DEFAULT_COLOR,
    background_color: BACKGROUND,
    icons: [icon('small', 'any'), icon('large', 'any'), icon('maskable', 'maskable')],
  };
}

/** The neutral house of the signed-out pages (app/layout.tsx's favicon), as an SVG to draw from. */
const HOUSE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1f2937"/><path d="M8 15 16 8l8 7v9h-5v-6h-6v6H8z" fill="#fff"/></svg>';

async function sourceOf(app: Pick<AppData, 'icon'> | null): Promise<Buffer> {
  if (!app?.icon) return Buffer.from(HOUSE_SVG);
  const chunks: Buffer[] = [];
  for await (const chunk of remoteImageStream(app.icon)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * A square PNG of the app's icon (a PNG or JPEG, checked by its bytes), or of the neutral house when the
 * app has none or its icon cannot be read. The maskable one keeps the icon inside the middle 80 % (the
 * safe zone a launcher's mask never cuts) on the brokerage's colour.
 */
export async function appIconPng(app: Pick<AppData, 'icon' | 'theme'> | null, variant: IconVariant): Promise<Buffer> {
  const size = ICON_SIZES[variant];
  let source: Buffer;
  try {
    source = await sourceOf(app);
  } catch {
    source = Buffer.from(HOUSE_SVG);
  }
  if (variant !== 'maskable') {
    return sharp(source)
      .resize(size, size, { fit: 'contain', background: BACKGROUND })
      .flatten({ background: BACKGROUND })
      .png()
      .toBuffer();
  }
  const inner = Math.round(size * 0.8);
  const icon = await sharp(source)
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const background = (app && safeColor(app.theme.color)) ?? DEFAULT_COLOR;
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: icon, gravity: 'center' }])
    .png()
    .toBuffer();
}
