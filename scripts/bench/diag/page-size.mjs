// Diagnosis, not a bench: the HTML bytes of pages and how much of them is the inline RSC payload.
// Usage: npx node scripts/bench/diag/page-size.mjs [--dump] /insights /users ... (--dump: each page's HTML to /tmp)
import { writeFileSync } from 'node:fs';
import { demoControl, signIn, startServers } from '../servers.mjs';

const dump = process.argv.includes('--dump');
const servers = await startServers({ label: 'page-size' });
try {
  await demoControl(servers.demoURL, 'POST', '/reset');
  const cookie = await signIn(servers.baseURL, 'admin@acme.test');
  for (const p of process.argv.slice(2).filter((a) => a !== '--dump')) {
    const html = await (await fetch(`${servers.baseURL}${p}`, { headers: { Cookie: cookie } })).text();
    const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)].reduce((n, m) => n + m[1].length, 0);
    console.log(`${p}: ${html.length} bytes of HTML, ${flight} of them RSC payload`);
    if (dump) writeFileSync(`/tmp/page${p.replaceAll('/', '_')}.html`, html);
  }
} finally {
  await servers.stop();
}
