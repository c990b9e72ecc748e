import 'server-only';

/** A file download's answer: saved under `filename`, never cached, never sniffed into another type. */
export function download(body: BodyInit | null, filename: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
