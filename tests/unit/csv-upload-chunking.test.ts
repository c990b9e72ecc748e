import { expect, it } from 'vitest';
import { readCsvUpload } from '@/server/files/csv-upload';

/**
 * A 10 MB form arriving in chunks of the sizes real servers and browsers use. @fastify/busboy's
 * parser once hung here: the last write both filled the file part's buffer and ended the form, and
 * was never acknowledged (64 KB chunks, the size Node's HTTP server hands on, made it happen).
 */
function upload(size: number, chunk: number): Request {
  const boundary = '----formboundary1234';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="agents.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const line = 'Agent Name,agent.name@acme.test\n';
  const csv = 'name,email\n' + line.repeat(Math.ceil(size / line.length));
  const bytes = new TextEncoder().encode(`${head}${csv}\r\n--${boundary}--\r\n`);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunk));
      at += chunk;
    },
  });
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  return new Request('http://localhost/api/agents/csv/preview', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

const messages = { noFile: 'no file', tooLarge: 'too large', wrongType: 'not a CSV' };

for (const chunk of [1024, 16_384, 65_535, 65_536, 100_000]) {
  it(`receives a 10 MB CSV form sent in ${chunk}-byte chunks, whole`, async () => {
    const received = await readCsvUpload(upload(10_000_000, chunk), { messages });
    try {
      expect(received.file.size).toBeGreaterThanOrEqual(10_000_000);
      expect(received.file.size).toBeLessThan(10_485_760);
    } finally {
      await received.dispose();
    }
  }, 20_000);
}
