// The big agents list in Chromium: time to render, long tasks while scrolling, and starting a drag.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { onCpus } from './cpus.mjs';

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
 * Chromium, the system's when present, with the e2e tests' flags (playwright.config.ts): WebGL2 through
 * SwiftShader for the maps. With `cpus` (a taskset list) it and every process it starts run there only.
 */
export function launchChromium({ cpus } = {}) {
  const executable = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
  return chromium.launch({
    executablePath: cpus ? onCpus(executable ?? chromium.executablePath(), cpus) : executable,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-gl=angle',
      '--use-angle=swiftshader',
    ],
  });
}

/** Puts a session (a Cookie header's value, as signIn answers it) into a context on `baseURL`. */
export async function addSessionCookie(context, baseURL, cookie) {
  const domain = new URL(baseURL).hostname;
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain, path: '/' };
    }),
  );
}

/** Chromium with a context holding the session cookie. */
async function signedInBrowser(baseURL, cookie) {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await addSessionCookie(context, baseURL, cookie);
  return { browser, context };
}

/**
 * The saved-search editor in Chromium: ms from the click on 'Edit map' (the editor opens on a picture of
 * its map) until the map is interactive (the island marks data-map-state="ready" once maplibre has
 * loaded its style and the draw control is on),
 * the JavaScript the page loaded (first load and the lazy map chunks, bytes over the wire), and the
 * live count: ms from a filter change until the new count is on screen, over `changes` changes.
 */
export async function measureEditor({ baseURL, cookie, path, changes = 6 }) {
  const { browser, context } = await signedInBrowser(baseURL, cookie);
  try {
    // The moment the map says ready, noted by the page itself (not when the test's polling sees it).
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="region-map"][data-map-state="ready"]')) {
          window.__mapReady = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-map-state'] });
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
    // The editor opens on a picture of its map; the time runs from the click on its 'Edit map', once
    // React has taken the button over, to the map's ready.
    const edit = page.locator('[data-testid="region-map"]').getByRole('button', { name: 'Edit map' });
    await edit.evaluate(
      (button) =>
        new Promise((hydrated) => {
          const check = () =>
            Object.keys(button).some((k) => k.startsWith('__reactProps$')) ? hydrated(null) : requestAnimationFrame(check);
          check();
        }),
      undefined,
      { timeout: 30_000 },
    );
    const asked = await edit.evaluate((button) => {
      const t = performance.now();
      button.click();
      return t;
    });
    await page.locator('[data-testid="region-map"][data-map-state="ready"]').waitFor({ timeout: 30_000 });
    const ready = await page.evaluate((t) => Math.round((window.__mapReady ?? performance.now()) - t), asked);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
        .reduce((sum, e) => sum + (e.encodedBodySize || e.transferSize || 0), 0),
    );
    const count = page.getByTestId('live-count');
    await count.filter({ hasText: /match/ }).waitFor({ timeout: 15_000 });
    // Each change ticks or unticks the Lease status (the count differs between them); the time runs
    // from the click to the moment the count's text changes.
    const times = [];
    for (let i = 0; i < changes; i += 1) {
      const ms = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const out = document.querySelector('[data-testid="live-count"]');
            const box = [...document.querySelectorAll('input[type="checkbox"]')].find((el) =>
              el.closest('label')?.textContent?.trim().startsWith('Lease'),
            );
            if (!out || !box) return resolve(null);
            const before = out.textContent;
            let t0 = 0;
            const observer = new MutationObserver(() => {
              const text = out.textContent ?? '';
              if (text !== before && /match/.test(text)) {
                observer.disconnect();
                resolve(performance.now() - t0);
              }
            });
            observer.observe(out, { childList: true, characterData: true, subtree: true });
            t0 = performance.now();
            box.click();
            setTimeout(() => {
              observer.disconnect();
              resolve(null);
            }, 5_000);
          }),
      );
      times.push(ms === null ? null : Math.round(ms));
      await page.waitForTimeout(400);
    }
    const measured = times.filter((t) => t !== null).sort((a, b) => a - b);
    return {
      map_interactive_ms: ready,
      js_loaded_kb: Math.round(scripts / 1024),
      count_changes: times,
      count_p50_ms: measured.length ? measured[Math.floor((measured.length - 1) / 2)] : null,
      count_max_ms: measured.length ? measured[measured.length - 1] : null,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Opens `url` signed in with `cookie`, then: navigation timings and rows drawn; a scroll through the
 * whole list one screen per frame (long tasks, longest frame); pressing a drag handle and moving it
 * (time until SortableJS shows the dragged row, long tasks meanwhile), when reordering is on.
 */
export async function measureBigList({ baseURL, cookie, path }) {
  const { browser, context } = await signedInBrowser(baseURL, cookie);
  try {
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
