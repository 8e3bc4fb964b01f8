// Training videos as members use them: Vera (German native, learning English) uploads a short clip
// with WebVTT captions, plays it and sees the captions follow, clicks a caption word, stars it into
// her favorites from the dictionary tooltip, selects the video for learning, finds it in the feed
// and makes a compilation of its new words. The demo video is there for guests. Screenshots at 1280 and 390 px.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WIDTHS, expect, snap, test, useWidth } from './support/fixtures';
import { openAs, register } from './support/contributions-fixtures';

test.describe.configure({ mode: 'serial' });

// The demo clip the project made (espeak-ng speech, ffmpeg picture), with captions written here.
const CLIP = path.resolve(import.meta.dirname, '../apps/server/src/db/seed/demo/video/demo.webm');
const CAPTIONS = `WEBVTT

1
00:00:00.300 --> 00:00:02.635
The dog sleeps in the house.

2
00:00:02.935 --> 00:00:05.647
A <b>cat</b> drinks milk in the kitchen.

3
00:00:05.947 --> 00:00:08.152
My friend has a red car.
`;

test('a member uploads a clip with captions, watches it, looks a word up, stars it, learns the video, sees it in the feed', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const vera = await register(page.request, 'Vera', [
    { lang_code: 'ger', level: 'NATIVE' },
    { lang_code: 'eng', level: 'BASE' },
  ]);
  await useWidth(page, WIDTHS.desktop);
  await openAs(page, vera, '/training/video/create');

  // The file is uploaded as soon as it is chosen (with a progress bar); captions as a .vtt file.
  const [videoInput, captionInput] = [page.locator('input[type=file]').nth(0), page.locator('input[type=file]').nth(1)];
  await videoInput.setInputFiles({ name: 'garden.webm', mimeType: 'video/webm', buffer: readFileSync(CLIP) });
  await expect(page.getByTestId('upload-done')).toContainText('11 s', { timeout: 60_000 });
  await page.getByTestId('video-title-input').fill('Vera in the garden');
  await page.getByTestId('video-hashtags').fill('animals, home');
  await captionInput.setInputFiles({ name: 'garden.eng.vtt', mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS) });
  await page.getByTestId('video-public').click();
  await snap(page, testInfo, 'editor');
  await page.getByTestId('save-video').click();
  await expect(page).toHaveURL(/\/training\/video\?uuid=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('video-title')).toHaveText('Vera in the garden');
  const uuid = new URL(page.url()).searchParams.get('uuid')!;

  // Playing: the captions follow the picture (first, then the second with its markup made plain).
  const captions = page.getByTestId('captions');
  await page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  await expect(captions).toContainText('The dog sleeps in the house.', { timeout: 20_000 });
  await expect(captions).toContainText('A cat drinks milk in the kitchen.', { timeout: 20_000 });
  await expect(captions.getByText('<b>')).toHaveCount(0);
  await expect(page.getByTestId('transcript')).toContainText('My friend has a red car.');

  // A word of the caption: the video pauses and the dictionary tooltip shows its translation.
  await captions.getByTestId('caption-word').filter({ hasText: /^cat$/ }).click();
  expect(await page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const tooltip = page.getByTestId('selection-tooltip');
  await expect(tooltip).toBeVisible();
  // Into her native German (not the remembered dictionary pair).
  await expect(tooltip.getByTestId('quick-translations')).toContainText('Katze');
  await snap(page, testInfo, 'word-tooltip');
  // Starred into the favorites (the first star asks for the folder).
  const star = tooltip.getByTestId('favorite-star');
  await star.click();
  await page.getByTestId('folder-choice').getByText('Favorites', { exact: true }).click();
  await page.getByTestId('folder-choice-save').click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');

  // Selected for learning, and the video is among the member's videos.
  await page.getByTestId('video-study').click();
  await expect(page.getByText('The video was added to your learning')).toBeVisible();
  await expect(page.getByTestId('video-study')).toHaveText('Learning');
  const mine = await page.request.get('/api/education/videos/search/users?source=studying', { headers: { Authorization: `Bearer ${vera.token}` } });
  expect((await mine.json()).rows.map((r: { uuid: string }) => r.uuid)).toContain(uuid);
  await snap(page, testInfo, 'video');

  // The public video is in the feed, and opens from there.
  await page.goto('/feed');
  const card = page.locator('[data-testid="feed-card"][data-type="video"]').filter({ hasText: 'Vera in the garden' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByTestId('feed-plugged-link').click();
  await expect(page.getByTestId('video-title')).toHaveText('Vera in the garden');

  // Words of this video, into her native German: one click makes a compilation of the new ones
  // (words she has learned or kept as dictionary entries would be left out).
  const words = page.getByTestId('video-words');
  await expect(words).toContainText('dog — Hund', { timeout: 20_000 });
  await page.getByTestId('video-words-compilation').click();
  await expect(page).toHaveURL(/\/training\/selection\?uuid=/, { timeout: 20_000 });
  await expect(page.getByTestId('selection-title')).toHaveText('Vera in the garden');
  await expect(page.getByTestId('word-row').filter({ hasText: 'Hund' })).toHaveCount(1);

  // At 390 px.
  await useWidth(page, WIDTHS.mobile);
  await page.goto(`/training/video?uuid=${uuid}`);
  await expect(page.getByTestId('video-player')).toBeVisible();
  await snap(page, testInfo, 'video');
});

test('a guest watches the demo video with its captions and finds it in all videos', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('glossa-cookie-notice', 'dismissed'));
  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    await useWidth(page, width);
    await page.goto('/training/all_videos');
    const demo = page.getByTestId('video-card').filter({ hasText: 'A dog, a cat and coffee in the garden' });
    await expect(demo).toBeVisible({ timeout: 20_000 });
    await snap(page, testInfo, 'all-videos');
    await demo.click();
    await expect(page.getByTestId('video-title')).toHaveText('A dog, a cat and coffee in the garden');
    // The transcript loads before playing; a click on a line seeks there and its caption shows.
    await page.getByTestId('transcript').getByText('We drink coffee in the garden.').click();
    await expect(page.getByTestId('captions')).toContainText('We drink coffee in the garden.', { timeout: 20_000 });
    await snap(page, testInfo, 'demo-video');
  }
});
