import 'server-only';
import { ZipArchive } from 'archiver';
import QRCode from 'qrcode';
import type { Viewer } from '@/lib/access/viewer';
import { assetFileName, embedCode, MARKETING_MSG, QR_PRINT_PX, WEBSITE_TOGGLE, type MarketingEvent } from '@/lib/marketing/rules';
import { getAppData } from '@/server/app-data';
import { callerOf } from '@/server/upstream/caller';
import { HttpError } from '@/server/http';
import { log } from '@/server/log';
import { remoteImage, remoteImageStream } from '@/server/files/remote-image';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { marketing } from '@/server/upstream/contract';

export type MarketingBadge = { store: 'app_store' | 'google_play'; label: string; imageUrl: string };

/** What the marketing screen shows. */
export type MarketingView = {
  appName: string;
  inviteUrl: string;
  /** The invite link's QR code as SVG markup (made here from the link; nothing but paths). */
  qrSvg: string;
  /** Only with the website toggle on. */
  website: { idxUrl: string; embedCode: string } | null;
  badges: MarketingBadge[];
  iconUrl: string;
};

function qrOptions() {
  return { errorCorrectionLevel: 'M' as const, margin: 4 };
}

async function links(session: Session) {
  return call(marketing.getMarketingLinks, {}, callerOf(session));
}

export async function getMarketing(session: Session, viewer: Viewer): Promise<MarketingView> {
  const [app, answer] = await Promise.all([getAppData(session), links(session)]);
  const websiteOn = viewer.toggles[WEBSITE_TOGGLE] === true && answer.idx_url !== null;
  return {
    appName: app.name,
    inviteUrl: answer.invite_url,
    qrSvg: await QRCode.toString(answer.invite_url, { ...qrOptions(), type: 'svg' }),
    website: websiteOn && answer.idx_url ? { idxUrl: answer.idx_url, embedCode: embedCode(answer.idx_url, app.name) } : null,
    badges: answer.badges.map((b) => ({ store: b.store, label: b.label, imageUrl: b.image_url })),
    iconUrl: app.icon,
  };
}

export async function logMarketingEvent(session: Session, event: MarketingEvent): Promise<void> {
  await call(marketing.logMarketingEvent, { event, source: 'dashboard' }, callerOf(session));
}

/** The invite link's QR code as a PNG at print resolution, named after the app. */
export async function inviteQrPng(session: Session): Promise<{ png: Buffer; fileName: string }> {
  const [app, answer] = await Promise.all([getAppData(session), links(session)]);
  const png = await QRCode.toBuffer(answer.invite_url, { ...qrOptions(), type: 'png', width: QR_PRINT_PX });
  return { png, fileName: assetFileName(app.name, 'QR code', 'png') };
}

/**
 * The app store badges as one zip, streamed: each badge is fetched when the archive reaches it, so the
 * first bytes leave before the last badge is read and no badge is held whole. PNGs are stored as they
 * are (compressing them again gains nothing). A badge that fails mid-way ends the download with an
 * error (the browser reports it failed) rather than a zip missing a badge.
 */
export async function badgesZip(session: Session): Promise<{ body: ReadableStream<Uint8Array>; fileName: string }> {
  const [app, answer] = await Promise.all([getAppData(session), links(session)]);
  if (answer.badges.length === 0) throw new HttpError(404, 'This app has no store badges yet.');
  const zip = new ZipArchive({ store: true });
  for (const badge of answer.badges) {
    const extension = new URL(badge.image_url).pathname.toLowerCase().endsWith('.jpg') ? 'jpg' : 'png';
    const source = remoteImageStream(badge.image_url);
    // archiver does not report a failing source: the archive would wait for it for ever.
    source.once('error', (err) => zip.emit('error', Object.assign(err, { code: 'SOURCE' })));
    zip.append(source, { name: assetFileName(app.name, `${badge.label} badge`, extension) });
  }
  void zip.finalize().catch(() => undefined);
  return { body: webStreamOf(zip), fileName: assetFileName(app.name, 'app store badges', 'zip') };
}

/** The archive as a web stream, with back-pressure, its failure passed on, and a cancel that stops it. */
function webStreamOf(zip: ZipArchive): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip.on('data', (chunk: Buffer) => {
        if (settled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) zip.pause();
      });
      zip.on('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      zip.on('error', (err) => {
        log.warn({ err: err.message }, 'store badges zip failed');
        if (settled) return;
        settled = true;
        controller.error(err);
        zip.abort();
      });
    },
    pull() {
      zip.resume();
    },
    cancel() {
      settled = true;
      zip.abort();
    },
  });
}
/** The app icon (checked to be a PNG or a JPEG), named after the app. */
export async function appIcon(session: Session): Promise<{ bytes: Buffer; type: string; fileName: string }> {
  const app = await getAppData(session);
  try {
    const { bytes, kind } = await remoteImage(app.icon, 2 * 1024 * 1024);
    return { bytes, type: kind.type, fileName: assetFileName(app.name, 'app icon', kind.extension) };
  } catch (err) {
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'app icon download failed');
    throw new HttpError(502, MARKETING_MSG.downloadFailed);
  }
}
