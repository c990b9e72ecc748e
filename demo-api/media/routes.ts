import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { uploadsDir } from '../handlers/uploads';
import type { Runtime } from '../runtime';
import { encodeMp4 } from './mp4';
import { avatar, housePhoto, icon, logo, videoFrame } from './pictures';

const CACHE_LIMIT = 300;
const cache = new Map<string, Buffer>();

/** Generated pictures and videos are deterministic: draw once, keep the most recent few hundred. */
function cached(key: string, make: () => Buffer): Buffer {
  const hit = cache.get(key);
  if (hit) return hit;
  const made = make();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, made);
  return made;
}

function send(c: Context, bytes: Buffer, type: string, maxAge = 86_400): Response {
  return c.body(new Uint8Array(bytes), 200, { 'content-type': type, 'cache-control': `public, max-age=${maxAge}` });
}

/** Serve a video with byte ranges: browsers seek by asking for parts. */
function sendVideo(c: Context, bytes: Buffer): Response {
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  const headers = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=86400' };
  if (!range) return c.body(new Uint8Array(bytes), 200, headers);
  const start = range[1] ? Number(range[1]) : Math.max(0, bytes.length - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
  if (start >= bytes.length || start > end) return c.body(null, 416, { 'content-range': `bytes */${bytes.length}` });
  return c.body(new Uint8Array(bytes.subarray(start, end + 1)), 206, {
    ...headers,
    'content-range': `bytes ${start}-${end}/${bytes.length}`,
  });
}

const notFound = (c: Context) => c.json({ message: 'Not found' }, 404);

/** /media/... pictures (listing photos, avatars, logos, icons, uploads) and help videos, which many areas link to. */
export function mediaRoutes(rt: Runtime): Hono {
  const media = new Hono();

  media.get('/media/listing/:key/:file{[0-9]+\\.png}', (c) => {
    const key = c.req.param('key');
    const n = parseInt(c.req.param('file'), 10);
    if (!/^[\w-]{1,40}$/.test(key) || n < 1 || n > 50) return notFound(c);
    return send(
      c,
      cached(`listing/${key}/${n}`, () => housePhoto(key, n - 1).toPng()),
      'image/png',
    );
  });

  media.get('/media/avatar/:file{[A-Z0-9]{1,2}-[\\w]{1,40}\\.png}', (c) => {
    const file = c.req.param('file');
    const [letters = '?', seedKey = ''] = file.replace(/\.png$/, '').split('-');
    return send(
      c,
      cached(`avatar/${file}`, () => avatar(letters, seedKey).toPng()),
      'image/png',
    );
  });

  media.get('/media/app/:stack/:file{(logo|icon)\\.png}', (c) => {
    const app = rt.store.app(c.req.param('stack'));
    if (!app) return notFound(c);
    const kind = c.req.param('file').startsWith('logo') ? 'logo' : 'icon';
    const key = `app/${app.stack_id}/${kind}/${app.name}/${app.theme_color}`;
    return send(
      c,
      cached(key, () => (kind === 'logo' ? logo(app.name, app.theme_color) : icon(app.theme_color)).toPng()),
      'image/png',
      60,
    );
  });

  media.get('/media/video/:file{[a-z0-9-]{1,60}\\.mp4}', (c) => {
    const slug = c.req.param('file').replace(/\.mp4$/, '');
    const frames = 12;
    const bytes = cached(`video/${slug}`, () =>
      encodeMp4(
        Array.from({ length: frames }, (_, i) => videoFrame(slug, i / (frames - 1), 112, 64)),
        4,
      ),
    );
    return sendVideo(c, bytes);
  });

  media.get('/media/uploads/:file{[\\w.-]+}', (c) => {
    const file = c.req.param('file');
    const path = join(uploadsDir(rt), file);
    if (!existsSync(path)) return notFound(c);
    return send(c, readFileSync(path), file.endsWith('.png') ? 'image/png' : 'image/jpeg', 0);
  });

  return media;
}
