import { resolve } from 'node:path';
import { resetDemo } from './control';
import { Store } from './db/store';
import { loadAreas } from './registry';
import { DEFAULT_DATA_DIR } from './server';

/** `npm run demo:reset`: restore the seed in the data dir (env DEMO_DATA_DIR, default demo-api/data). */
async function main(): Promise<void> {
  const dataDir = resolve(process.env.DEMO_DATA_DIR ?? DEFAULT_DATA_DIR);
  const areas = await loadAreas();
  const store = new Store(dataDir, areas.schema);
  try {
    const summary = resetDemo({ store, dataDir, areas });
    console.log(
      `[demo-api] restored the seed in ${dataDir} in ${summary.ms} ms (${summary.counts.users} dashboard users, ${summary.counts.end_users} end users).`,
    );
  } finally {
    store.close();
  }
}

void main();
