// Parse the configuration when the server starts, so a bad value stops it with a clear message
// instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./server/startup');
}
