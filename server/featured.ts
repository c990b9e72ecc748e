import 'server-only';
import { FEATURED_MSG, featuredRow, VIDEO_MSG, videoState, type FeaturedRow, type VideoState } from '@/lib/featured/rules';
import { callerOf } from '@/server/upstream/caller';
import { failedAs, HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { alerts, featured } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';

/**
 * Each listing's latest video state (by listing key), read beside the caller's list when videos are on;
 * without videos every listing reads 'none' and nothing is asked.
 */
export async function latestVideos(session: Session, withVideos: boolean): Promise<(key: string) => VideoState> {
  if (!withVideos) return () => videoState(undefined);
  const { videos } = await call(featured.listVideos, {}, callerOf(session));
  // Newest first: the first video of a listing is its latest order.
  const latest = new Map<string, (typeof videos)[number]>();
  for (const v of videos) if (!latest.has(v.listing_key)) latest.set(v.listing_key, v);
  return (key) => videoState(latest.get(key));
}

/** The caller's featured listings as the screen's rows, with each listing's latest video when videos are on. */
export async function listFeatured(session: Session, withVideos: boolean, premier = false): Promise<FeaturedRow[]> {
  const [{ featureds }, videoOf] = await Promise.all([
    call(featured.listFeatured, premier ? { template: 'premier' } : {}, callerOf(session)),
    latestVideos(session, withVideos),
  ]);
  return featureds.map((f) => featuredRow(f, videoOf(f.listing_key)));
}

/**
 * Order a video: 'free' means it is ordered (the screen reloads), anything else is the payment page to
 * open. Photos are the listing's own URLs, 6 to 10 of them or none.
 */
export async function orderVideo(
  session: Session,
  key: string,
  photos: string[],
  type?: 'pocket',
): Promise<{ free: true } | { free: false; url: string }> {
  const { url } = await failingAs(VIDEO_MSG.paymentFailed, () =>
    call(
      featured.videoPaymentLink,
      { listing_key: key, client: 'dashboard', ...(photos.length > 0 ? { photos: photos.join(',') } : {}), ...(type ? { type } : {}) },
      callerOf(session),
    ),
  );
  if (url === 'free') return { free: true };
  if (!/^https?:\/\//i.test(url)) throw new HttpError(502, VIDEO_MSG.paymentFailed);
  return { free: false, url };
}

export async function toggleVideo(session: Session, id: number, show: boolean): Promise<boolean> {
  const { video } = await failingAs(VIDEO_MSG.toggleFailed, () =>
    call(featured.toggleVideo, { id, show: show ? 1 : 0 }, callerOf(session)),
  );
  return video.show === 1;
}

/**
 * The spec's failure text for an action: the upstream's own refusal (not found, featured already, an
 * automatic listing) keeps its status and says why; an expired session still signs the visitor out.
 */
async function failingAs<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'upstream' && err.status >= 400 && err.status < 500 && !err.sessionExpired) {
      throw new HttpError(err.status, `${message}: ${err.message}`);
    }
    failedAs(err, message);
  }
}

export async function addFeatured(session: Session, key: string): Promise<FeaturedRow> {
  return failingAs(FEATURED_MSG.addFailed, async () =>
    featuredRow((await call(featured.addFeatured, { key }, callerOf(session))).featured),
  );
}

export async function setFeaturedActive(session: Session, key: string, active: boolean): Promise<FeaturedRow> {
  return failingAs(FEATURED_MSG.updateFailed, async () =>
    featuredRow((await call(featured.setFeaturedActive, { key, active: active ? 1 : 0 }, callerOf(session))).featured),
  );
}

export async function removeFeatured(session: Session, key: string): Promise<void> {
  await failingAs(FEATURED_MSG.removeFailed, () => call(featured.deleteFeatured, { key }, callerOf(session)));
}

export async function updateFeaturedRemarks(session: Session, listingId: string, remarks: string): Promise<FeaturedRow> {
  return failingAs(FEATURED_MSG.remarksFailed, async () =>
    featuredRow((await call(featured.updateFeaturedRemarks, { listing_id: listingId, remarks }, callerOf(session))).featured),
  );
}

/** Listing address suggestions for the 'Add New Listing' modal (at most 10). */
export async function featuredSuggestions(session: Session, q: string): Promise<{ key: string; address: string }[]> {
  const { suggestions } = await call(alerts.alertListingSuggestions, { text: q }, callerOf(session));
  return suggestions.map((s) => ({ key: s.ListingKey, address: `${s.FullStreetAddress}, ${s.City}, ${s.State} ${s.ZipCode}` }));
}
