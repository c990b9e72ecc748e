import 'server-only';

/** A file download's answer: saved under `filename`, never sniffed into another type (guarded() keeps it out of caches). */
export function download(body: BodyInit | null, filename: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
