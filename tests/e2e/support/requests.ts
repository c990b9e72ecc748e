import type { Page, Request } from '@playwright/test';

/**
 * The requests matching `matches` that the page sends while `act` runs and for `windowMs` after, as the
 * page's own clock counts it: a timer of `windowMs` set after `act` fires after any timer as long that
 * `act` made the page set (a debounced search's), so whatever that timer sends is seen. For a 'nothing
 * was sent' check over the window the code itself defines (its debounce), never a guessed sleep.
 */
export async function requestsWithin(
  page: Page,
  windowMs: number,
  matches: (url: URL) => boolean,
  act: () => Promise<void>,
): Promise<Request[]> {
  const seen: Request[] = [];
  const listener = (request: Request) => {
    if (matches(new URL(request.url()))) seen.push(request);
  };
  page.on('request', listener);
  try {
    await act();
    // Then one more turn of the page's task queue: the request a timer's callback starts is under way.
    await page.evaluate((ms) => new Promise((done) => setTimeout(() => setTimeout(done, 0), ms)), windowMs);
  } finally {
    page.off('request', listener);
  }
  return seen;
}
