// The CSV upload and download measurements: memory while a ~10 MB CSV is previewed, and whether
// the agents CSV reaches the client while the upstream is still sending it.
import { randomBytes } from 'node:crypto';
import { demoControl, treeRss } from './servers.mjs';
import { round, timed } from './probe.mjs';
import { cameraJpeg as madeCameraJpeg } from '../../tests/fixtures/images/made.mjs';

const MB = 1024 * 1024;

/**
 * An agents CSV of about `bytes` with `rows` data rows (the upstream reads at most 20,000): name,
 * email and a notes column of filler the upstream ignores, so the file is large and the preview
 * still has every row to judge.
 */
export function agentsCsv(bytes, rows = 19_000) {
  const header = 'name,email,notes\n';
  const perRow = Math.floor((bytes - header.length) / rows);
  const lines = [header];
  for (let i = 1; i <= rows; i += 1) {
    const n = String(i).padStart(6, '0');
    const start = `Bench Agent ${n},bench-${n}@upload.test,`;
    lines.push(`${start}${'x'.repeat(Math.max(1, perRow - start.length - 1))}\n`);
  }
  return Buffer.from(lines.join(''));
}

export function multipart(field, filename, type, content) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A users CSV of about `bytes` in a CRM's export shape (Full Name, E-mail, Mobile Phone and a notes
 * column of filler), `rows` data rows (the upstream reads at most 20,000).
 */
export function usersCsv(bytes, rows = 19_000) {
  const header = 'Full Name,E-mail,Mobile Phone,Notes\n';
  const perRow = Math.floor((bytes - header.length) / rows);
  const lines = [header];
  for (let i = 1; i <= rows; i += 1) {
    const n = String(i).padStart(6, '0');
    const start = `Bench Buyer ${n},buyer-${n}@upload.test,555${n.slice(-7).padStart(7, '0')},`;
    lines.push(`${start}${'x'.repeat(Math.max(1, perRow - start.length - 1))}\n`);
  }
  return Buffer.from(lines.join(''));
}

/** Samples a process tree's resident memory every 10 ms until stopped; answers the peak. */
function rssSampler(pid) {
  let peak = treeRss(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, 10);
  return () => {
    clearInterval(timer);
    return Math.max(peak, treeRss(pid));
  };
}

/** POSTs the CSV to a preview handler (the agents' by default) while sampling the dashboard's resident memory every 10 ms. */
export async function uploadMemory({ baseURL, cookie, pid, csv, path = '/api/agents/csv/preview', filename = 'agents.csv' }) {
  const { body, contentType } = multipart('file', filename, 'text/csv', csv);
  // Settle first: the baseline is the server at rest after the load cases.
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const baseline = treeRss(pid);
  const stop = rssSampler(pid);
  let peak = baseline;
  try {
    const res = await timed(`${baseURL}${path}`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: baseURL, 'Content-Type': contentType, 'Content-Length': String(body.length) },
      body,
    });
    peak = stop();
    return {
      file_mb: round(csv.length / MB, 2),
      status: res.status,
      total_ms: round(res.totalMs),
      answer_mb: round(res.bytes / MB, 2),
      rss_before_mb: round(baseline / MB),
      rss_peak_mb: round(peak / MB),
      growth_mb: round((peak - baseline) / MB),
    };
  } finally {
    stop();
  }
}

/** Reads a CSV response, noting when its first and last body bytes arrive and how many chunks came. */
async function readCsv(url, headers) {
  let first = null;
  let chunks = 0;
  const res = await timed(url, {
    headers,
    onChunk: (_chunk, at) => {
      chunks += 1;
      first ??= at;
    },
  });
  return {
    status: res.status,
    first_byte_ms: round(first ?? res.totalMs),
    total_ms: round(res.totalMs),
    mb: round(res.bytes / MB, 2),
    chunks,
  };
}

/**
 * The agents CSV straight from the upstream and through GET /api/agents/csv. Streamed through means
 * the dashboard's first byte arrives before the upstream alone has finished sending the file.
 */
export async function downloadStreaming({
  baseURL,
  demoURL,
  cookie,
  apiKey,
  pid,
  upstreamPath = '/app/agents_csv',
  path = '/api/agents/csv',
}) {
  const upstream = await readCsv(`${demoURL}${upstreamPath}`, { 'X-API-KEY': apiKey, 'X-Mode': 'manager', Accept: 'text/csv' });
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = pid ? treeRss(pid) : null;
  const stop = pid ? rssSampler(pid) : null;
  const dashboard = await readCsv(`${baseURL}${path}`, { Cookie: cookie });
  const peak = stop?.() ?? null;
  return {
    upstream,
    dashboard,
    streamed: dashboard.status === 200 && dashboard.chunks > 1 && dashboard.first_byte_ms < upstream.total_ms,
    ...(before !== null && peak !== null
      ? { rss_before_mb: round(before / MB), rss_peak_mb: round(peak / MB), growth_mb: round((peak - before) / MB) }
      : {}),
  };
}

/**
 * The store badges zip (GET /api/marketing/badges) with the upstream's last badge held back `delayMs`:
 * streamed means the zip's first byte arrives before that badge has even been sent, so the archive is
 * never held whole.
 */
export async function badgesStreaming({ baseURL, demoURL, cookie, delayMs = 1_500 }) {
  await demoControl(demoURL, 'POST', '/faults', { path: '/media/badge/google_play.png', method: 'GET', count: 1, delay_ms: delayMs });
  try {
    const zip = await readCsv(`${baseURL}/api/marketing/badges`, { Cookie: cookie });
    return { ...zip, last_badge_delay_ms: delayMs, streamed: zip.status === 200 && zip.first_byte_ms < delayMs && zip.total_ms >= delayMs };
  } finally {
    await demoControl(demoURL, 'DELETE', '/faults');
  }
}

/**
 * A camera photo for the exclusive-listing upload: 5472 × 3648 (20 megapixels), noisy enough to weigh
 * about 10 MB as a JPEG, with EXIF (orientation and GPS) for the server to remove (tests/fixtures/images/made.mjs).
 */
export function cameraJpeg() {
  return madeCameraJpeg({ quality: 82 });
}

/**
 * POST /api/pocket/photo with a 20-megapixel camera JPEG: the time to scale and clean it (and store it
 * upstream), and the dashboard's memory growth while it does (its budget: 150 MB).
 */
export async function photoUpload({ baseURL, cookie, pid, photo }) {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const baseline = treeRss(pid);
  const stop = rssSampler(pid);
  let peak = baseline;
  try {
    const res = await timed(`${baseURL}/api/pocket/photo`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: baseURL, 'Content-Type': 'image/jpeg', 'Content-Length': String(photo.length) },
      body: photo,
    });
    peak = stop();
    return {
      file_mb: round(photo.length / MB, 2),
      status: res.status,
      total_ms: round(res.totalMs),
      rss_before_mb: round(baseline / MB),
      rss_peak_mb: round(peak / MB),
      growth_mb: round((peak - baseline) / MB),
    };
  } finally {
    stop();
  }
}
