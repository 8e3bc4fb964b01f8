// No layout jumps while pages load (issue 38): the cumulative layout shift of a first load, as the
// browser reports it (PerformanceObserver `layout-shift`, shifts after input excluded), stays under
// 0.05 on the pages whose sections load in parts, at both reference widths. The elements that
// moved are printed when a page fails.
import type { Page } from '@playwright/test';
import { HEIGHTS, WIDTHS, dismissCookieNotice, expect, test } from './support/fixtures';

const CLS_LIMIT = 0.05;

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts: Shift[];
  }
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.__shifts = [];
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
      const testId = node.getAttribute('data-testid');
      const cls = typeof node.className === 'string' ? node.className.split(' ').slice(0, 2).join('.') : '';
      return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${cls ? `.${cls}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources ?? []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Pages whose sections load after the shell (issue 38: training, feed, profile, statistics). */
const PAGES: { name: string; path: string }[] = [
  { name: 'feed', path: '/feed' },
  { name: 'training', path: '/training' },
  { name: 'profile', path: '/profile/glossa' },
  { name: 'statistics', path: '/statistics/glossa' },
  { name: 'dictionary search', path: '/dictionary/eng/ger/house' },
];

for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
  for (const { name, path } of PAGES) {
    test(`${name} loads without layout shifts (${width} px)`, async ({ page }) => {
      await dismissCookieNotice(page);
      await page.setViewportSize({ width, height: width <= 980 ? HEIGHTS.mobile : HEIGHTS.desktop });
      await recordShifts(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Late shifts (images, fonts, a section's second request) land within this window.
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => window.__shifts);
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      console.log(`${name} ${width} px: CLS ${cls.toFixed(4)}${shifts.length ? `; ${shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join(' | ')}`).join('; ')}` : ''}`);
      expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(CLS_LIMIT);
    });
  }
}
