// Shared Playwright fixtures and helpers. Specs import { test, expect } from './support/fixtures'.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export const WIDTHS = { desktop: 1280, mobile: 390 } as const;
export const HEIGHTS = { desktop: 860, mobile: 844 } as const;

const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'artifacts');

/** Sets the viewport to one of the two reference widths. */
export async function useWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width <= 980 ? HEIGHTS.mobile : HEIGHTS.desktop });
}

/**
 * Saves a screenshot to e2e/artifacts/<spec>/<name>-<width>.png (gitignored; kept by CI
 * as an artifact) and returns its path.
 */
export async function snap(
  page: Page,
  testInfo: TestInfo,
  name: string,
  // Mobile pictures show the viewport by default: fixed bars and sheets belong at its edges.
  options: { fullPage?: boolean } = {},
): Promise<string> {
  const spec = path.basename(testInfo.file).replace(/\.spec\.ts$/, '');
  const width = page.viewportSize()?.width ?? 0;
  const dir = path.join(ARTIFACTS, spec);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${width}.png`);
  // Let fonts and images load so the picture shows the finished page (the screenshot itself
  // finishes CSS transitions and animations: `animations: 'disabled'`). The images get at most 1 s,
  // timed here: a page may run a paused clock (page.clock), where its own timers stand still.
  await page.evaluate(() => document.fonts.ready);
  await Promise.race([
    page.evaluate(() =>
      Promise.all(
        Array.from(document.images)
          .filter((img) => !img.complete && img.loading !== 'lazy')
          .map((img) => new Promise((done) => ['load', 'error'].forEach((type) => img.addEventListener(type, done, { once: true })))),
      ),
    ),
    new Promise((done) => setTimeout(done, 1000)),
  ]);
  const fullPage = options.fullPage ?? width > 980;
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}

/** Marks the cookie notice as dismissed before the page loads (for specs not about it). */
export async function dismissCookieNotice(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('glossa-cookie-notice', 'dismissed'));
}

interface Fixtures {
  /** Console errors and uncaught exceptions of the page; a spec fails if any appear. */
  pageErrors: string[];
  /** Console errors a spec provokes on purpose (a failing request logs one): `test.use({ expectedConsoleErrors: /.../ })`. */
  expectedConsoleErrors: RegExp | undefined;
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [undefined, { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // The location names the failing resource ("Failed to load resource" says only the status).
        const where = msg.location().url;
        const line = `${text}${where ? ` (${where})` : ''}`;
        if (!expectedConsoleErrors?.test(line)) errors.push(`console: ${line}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
