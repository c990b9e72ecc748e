import { config, ConfigError } from '@/server/config';

try {
  config();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
