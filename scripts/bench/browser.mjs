// The big agents list in Chromium: time to render, long tasks while scrolling, and starting a drag.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Collects long tasks (50 ms or more) from the start of every document. */
const LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

function summary(tasks) {
  return {
    long_tasks: tasks.length,
    long_task_total_ms: Math.round(tasks.reduce((s, t) => s + t.duration, 0)),
    longest_task_ms: Math.round(tasks.reduce((m, t) => Math.max(m, t.duration), 0)),
  };
}

/**
 * Opens `url` signed in with `cookie`, then: navigation timings and rows drawn; a scroll through the
 * whole list one screen per frame (long tasks, longest frame); pressing a drag handle and moving it
 * (time until SortableJS shows the dragged row, long tasks meanwhile), when reordering is on.
 */
export async function measureBigList({ baseURL, cookie, path }) {
  const browser = await chromium.launch({
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const host = new URL(baseURL).hostname;
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: host, path: '/' };
      }),
    );
    await context.addInitScript(LONG_TASKS);
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    const rows = await page.locator('tbody[data-agent-rows] tr').count();
    // Reordering is ready once SortableJS has attached (the island marks it).
    const reorder = await page
      .locator('[data-reorder-ready]')
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    const load = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        ttfb_ms: Math.round(nav.responseStart),
        response_end_ms: Math.round(nav.responseEnd),
        dom_content_loaded_ms: Math.round(nav.domContentLoadedEventEnd),
        load_ms: Math.round(nav.loadEventEnd),
        ready_ms: Math.round(performance.now()),
        tasks: window.__longTasks.splice(0),
      };
    });

    const scroll = await page.evaluate(async () => {
      window.__longTasks.length = 0;
      const frames = [];
      let last = performance.now();
      const step = Math.max(200, Math.floor(window.innerHeight * 0.9));
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
        window.scrollBy(0, step);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        frames.push(now - last);
        last = now;
      }
      // Let any work the scroll queued show up as a long task.
      await new Promise((resolve) => setTimeout(resolve, 300));
      window.scrollTo(0, 0);
      return { frames, tasks: window.__longTasks.splice(0) };
    });

    let drag = null;
    if (reorder) {
      const handle = page.locator('[data-drag-handle]').first();
      const box = await handle.boundingBox();
      if (box) {
        await page.evaluate(() => {
          window.__longTasks.length = 0;
          window.__drag = {};
          document.addEventListener('pointerdown', () => (window.__drag.down = performance.now()), { capture: true, once: true });
          new MutationObserver((_, observer) => {
            if (document.querySelector('.sortable-fallback')) {
              window.__drag.started = performance.now();
              observer.disconnect();
            }
          }).observe(document.body, { childList: true, subtree: true });
        });
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        await page.mouse.move(x, y);
        await page.mouse.down();
        for (let i = 1; i <= 6; i += 1) await page.mouse.move(x, y + i * 12);
        await page.waitForFunction(() => window.__drag.started !== undefined, null, { timeout: 10_000 }).catch(() => undefined);
        const result = await page.evaluate(() => ({ ...window.__drag, tasks: window.__longTasks.splice(0) }));
        await page.mouse.up();
        drag = {
          started: result.started !== undefined,
          start_ms: result.started !== undefined && result.down !== undefined ? Math.round(result.started - result.down) : null,
          ...summary(result.tasks),
        };
      }
    }
    return {
      rows,
      reorder_available: reorder,
      load: { ...load, tasks: undefined, ...summary(load.tasks) },
      scroll: { frames: scroll.frames.length, longest_frame_ms: Math.round(Math.max(0, ...scroll.frames)), ...summary(scroll.tasks) },
      drag,
    };
  } finally {
    await browser.close();
  }
}
