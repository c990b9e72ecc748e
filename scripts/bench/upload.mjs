// `node scripts/bench/upload.mjs`: only the bench's CSV upload case (memory and time of a ~10 MB CSV
// preview), run BENCH_UPLOAD_RUNS times (3) against one server pair, for comparing two builds.
// Env as run.mjs: NEXT_DIST_DIR, BENCH_PORT, BENCH_DEMO_PORT.
import { agentsCsv, uploadMemory } from './files.mjs';
import { signIn, startServers } from './servers.mjs';

const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);

const servers = await startServers({ label: 'bench-upload' });
try {
  const cookie = await signIn(servers.baseURL, 'admin@acme.test');
  const csv = agentsCsv(10 * 1024 * 1024 - 64 * 1024);
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await uploadMemory({ baseURL: servers.baseURL, cookie, pid: servers.dashboardPid, csv }));
  console.log(JSON.stringify({ distDir: servers.distDir, runs }, null, 2));
} finally {
  await servers.stop();
}
