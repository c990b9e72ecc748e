import { randomBytes } from 'node:crypto';
import type { Video } from '@/server/upstream/contract/featured';
import { demoNow } from '../../clock';
import type { Store } from '../../db/store';
import type { Ctx, AreaHandlers } from '../../handlers/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { absoluteUrl, type ViewEnv } from '../../runtime';

export type VideoRow = {
  id: number;
  stack_id: string;
  listing_key: string;
  agent_id: number | null;
  photos: string | null;
  token: string;
  ordered_at: number | null;
  duration: number;
  fail: number;
  show: number;
};

/** How long a new order takes on the demo clock (POST /__demo/clock skips it). */
export const VIDEO_SECONDS = 60;
/** What an unpaid order costs on the simulated payment page. */
export const VIDEO_PRICE = '$49.00';

const PHASES = ['Queued', 'Rendering scenes', 'Adding music and captions'] as const;

/** The video's state at the demo clock's now: awaiting payment, a processing phase, ready, or errored. */
export function videoView(env: ViewEnv, row: VideoRow, now: number): Video {
  const base = { id: row.id, listing_key: row.listing_key, show: row.show };
  if (row.ordered_at === null) return { ...base, video_url: null, status: 'Awaiting payment', errored: 0 };
  const done = (now - row.ordered_at) / row.duration;
  if (row.fail === 1 && done >= 0.5) return { ...base, video_url: null, status: 'Failed', errored: 1 };
  if (done < 1) return { ...base, video_url: null, status: PHASES[Math.max(0, Math.min(2, Math.floor(done * 3)))]!, errored: 0 };
  const slug = `listing-${row.listing_key.toLowerCase().replace(/[^a-z0-9]/g, '')}`.slice(0, 60);
  return { ...base, video_url: absoluteUrl(env, `/media/video/${slug}.mp4`), status: 'Ready', errored: 0 };
}

/** The listings the caller sees videos of: an agent their own featured listings', anyone else the app's. */
function visible(ctx: Ctx): { where: string; params: unknown[] } {
  const { caller } = ctx;
  if (caller.role === 'agent') return { where: 'v.stack_id = ? AND v.agent_id = ?', params: [caller.app.stack_id, caller.user.id] };
  return { where: 'v.stack_id = ?', params: [caller.app.stack_id] };
}

export function newToken(): string {
  return randomBytes(16).toString('hex');
}

export function insertVideo(store: Store, v: Omit<VideoRow, 'id' | 'token'> & { created_at: number }): number {
  return Number(
    store.run(
      'INSERT INTO listing_videos (stack_id, listing_key, agent_id, photos, token, ordered_at, duration, fail, show, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [v.stack_id, v.listing_key, v.agent_id, v.photos, newToken(), v.ordered_at, v.duration, v.fail, v.show, v.created_at],
    ).lastInsertRowid,
  );
}

export const videoHandlers: Pick<AreaHandlers<'featured'>, 'listVideos' | 'toggleVideo' | 'videoPaymentLink'> = {
  listVideos(_input, ctx) {
    const s = visible(ctx);
    const rows = ctx.store.all<VideoRow>(
      `SELECT v.* FROM listing_videos v WHERE ${s.where} ORDER BY v.created_at DESC, v.id DESC`,
      s.params,
    );
    const now = demoNow(ctx.store);
    return { videos: rows.map((r) => videoView(ctx.rt, r, now)) };
  },

  toggleVideo(input, ctx) {
    const s = visible(ctx);
    const row = ctx.store.get<VideoRow>(`SELECT v.* FROM listing_videos v WHERE ${s.where} AND v.id = ?`, [...s.params, input.id]);
    if (!row) throw notFound('Video not found');
    if (videoView(ctx.rt, row, demoNow(ctx.store)).status !== 'Ready') throw conflict('The video is not ready yet.');
    ctx.store.run('UPDATE listing_videos SET show = ? WHERE id = ?', [input.show, row.id]);
    return { video: videoView(ctx.rt, { ...row, show: input.show }, demoNow(ctx.store)) };
  },

  videoPaymentLink(input, ctx) {
    const { caller, store } = ctx;
    const listing =
      input.type === 'pocket'
        ? store.get<{ photo_count: number }>(
            'SELECT json_array_length(photos) AS photo_count FROM pocket_listings WHERE stack_id = ? AND listing_key = ?',
            [caller.app.stack_id, input.listing_key],
          )
        : store.get<{ photo_count: number }>('SELECT photo_count FROM listings WHERE listing_key = ?', [input.listing_key]);
    if (!listing) throw notFound('Listing not found');
    const photos = input.photos ? input.photos.split(',').filter(Boolean) : [];
    if (photos.length > 0 && (photos.length < 6 || photos.length > 10)) throw badRequest('Choose no photo, or 6 to 10 photos.');
    const now = demoNow(store);
    const s = visible(ctx);
    const existing = store
      .all<VideoRow>(`SELECT v.* FROM listing_videos v WHERE ${s.where} AND v.listing_key = ?`, [...s.params, input.listing_key])
      .filter((v) => videoView(ctx.rt, v, now).errored === 0);
    if (existing.length > 0) throw conflict('This listing has a video already.');
    const agentId = caller.role === 'agent' ? caller.user.id : null;
    const credits =
      agentId === null
        ? 0
        : (store.get<{ credits: number }>('SELECT credits FROM video_credits WHERE agent_id = ?', [agentId])?.credits ?? 0);
    const free = credits > 0;
    const id = insertVideo(store, {
      stack_id: caller.app.stack_id,
      listing_key: input.listing_key,
      agent_id: agentId,
      photos: photos.join(',') || null,
      ordered_at: free ? now : null,
      duration: VIDEO_SECONDS,
      fail: 0,
      show: 0,
      created_at: now,
    });
    if (free) {
      store.run('UPDATE video_credits SET credits = credits - 1 WHERE agent_id = ?', [agentId]);
      return { url: 'free' };
    }
    const token = store.get<{ token: string }>('SELECT token FROM listing_videos WHERE id = ?', [id])!.token;
    return { url: ctx.abs(`/pay/video/${token}`) };
  },
};
