// Parse the configuration when the server starts, so a bad value stops it with a clear message
// instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { config, ConfigError } = await import('@/server/config');
  try {
    config();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
