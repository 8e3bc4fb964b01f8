// Training as members use it: Anna builds a compilation of 6 words from the dictionary and makes it
// public (confirmed); Ben records the words (so every exercise type has audio), finds the
// compilation through search, learns it in a lesson with every exercise type (keyboard-first),
// sees the points and the streak, and exports it to Anki. Screenshots at 1280 and 390 px.
import { readFileSync } from 'node:fs';
// The shared server with the demo dictionary (the contributions fixtures start one without it).
import { WIDTHS, expect, snap, test, useWidth } from './support/fixtures';
import { openAs, register, wavFixture } from './support/contributions-fixtures';

test.describe.configure({ mode: 'serial' });

const WORDS = ['dog', 'cat', 'house', 'water', 'bread', 'apple'];
const ALL_EXERCISES = [
  'choose_translation',
  'make_translation',
  'choose_translation_from_audio',
  'write_translation_from_text',
  'write_translation_from_audio',
  'make_translation_from_audio',
];

test('a member builds a public compilation; another finds it, learns it with every exercise and exports it', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const langs = [
    { lang_code: 'eng', level: 'NATIVE' },
    { lang_code: 'ger', level: 'BASE' },
  ];
  const anna = await register(page.request, 'Anna', langs);
  const ben = await register(page.request, 'Ben', langs);
  await useWidth(page, WIDTHS.desktop);

  // Anna: a compilation of 6 words from the dictionary, made public after the confirmation.
  await openAs(page, anna, '/training/selection/create');
  await page.getByTestId('selection-name').fill('Tiere und Essen');
  for (const word of WORDS) {
    await page.getByTestId('word-search').fill(word);
    const result = page.getByTestId('word-result').filter({ hasText: new RegExp(`^${word} —`) }).first();
    await result.getByTestId('add-word').click();
    await expect(result.getByTestId('add-word')).toBeDisabled();
  }
  await expect(page.getByTestId('pending-added')).toHaveCount(6);
  await page.getByTestId('public-switch').click();
  await page.getByTestId('confirm-visibility').click();
  await expect(page.getByTestId('public-switch')).toBeChecked();
  await snap(page, testInfo, 'editor');
  await page.getByTestId('save-selection').click();
  await expect(page).toHaveURL(/\/training\/selection\?uuid=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('selection-title')).toHaveText('Tiere und Essen');
  await expect(page.getByTestId('word-row')).toHaveCount(6);
  const uuid = new URL(page.url()).searchParams.get('uuid')!;

  // Ben records the six English words (a native speaker's own recordings play for him at once).
  const detail = (await (await page.request.get(`/api/education/selections/${uuid}`)).json()).data;
  const answers = new Map<string, string>();
  for (const entry of detail.unions) {
    const [from, to] = entry.union.words as { id: number; name: string }[];
    answers.set(String(entry.union.id), to!.name);
    const res = await page.request.post(`/api/words/${from!.id}/audios`, {
      headers: { Authorization: `Bearer ${ben.token}` },
      multipart: { file: { name: `${from!.name}.wav`, mimeType: 'audio/wav', buffer: wavFixture() } },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  // Ben finds it through search. A cycling Math.random makes the hard round offer every kind.
  const context = await page.context().browser()!.newContext({ baseURL });
  const benPage = await context.newPage();
  await benPage.addInitScript(() => {
    let i = 0;
    const values = [0.1, 0.5, 0.9];
    Math.random = () => values[i++ % values.length]!;
  });
  await useWidth(benPage, WIDTHS.mobile);
  await openAs(benPage, ben, '/training/all_selections');
  await benPage.getByTestId('search-name').fill('tiere');
  await benPage.getByTestId('search-submit').click();
  await benPage.getByTestId('selection-card').filter({ hasText: 'Tiere und Essen' }).click();
  await expect(benPage.getByTestId('selection-title')).toHaveText('Tiere und Essen');
  await snap(benPage, testInfo, 'selection-mobile');
  await benPage.getByTestId('start-lesson').click();

  // The lesson, keyboard-first: 1-4 choose, letters typed, Enter checks and goes on.
  const seen = new Set<string>();
  for (let guard = 0; guard < 60; guard++) {
    const exercise = benPage.getByTestId('exercise');
    const done = benPage.getByTestId('lesson-done');
    await expect(exercise.or(done)).toBeVisible();
    if (await done.isVisible()) break;
    const kind = (await exercise.getAttribute('data-exercise'))!;
    const expected = answers.get((await exercise.getAttribute('data-union'))!)!;
    seen.add(kind);
    if (kind.startsWith('choose')) {
      const options = await benPage.getByTestId('option').allTextContents();
      await benPage.keyboard.press(String(options.findIndex((o) => o.endsWith(expected)) + 1));
    } else if (kind.startsWith('make')) {
      await benPage.keyboard.type(expected);
      await benPage.keyboard.press('Enter');
    } else {
      await benPage.getByTestId('write-input').fill(expected);
      await benPage.keyboard.press('Enter');
    }
    await expect(benPage.getByTestId('verdict')).toHaveAttribute('data-correct', 'true');
    if (guard === 2) await snap(benPage, testInfo, 'lesson-mobile');
    await benPage.keyboard.press('Enter');
  }
  expect([...seen].sort()).toEqual([...ALL_EXERCISES].sort());
  await expect(benPage.getByTestId('earned')).toContainText('+');
  await expect(benPage.getByTestId('streak')).toHaveText('1 day in a row');
  // The end opens at its top, and the first lesson's "New achievement!" card leaves its buttons
  // free at 390 px; going back dismisses it (it does not follow to the next page).
  await expect(benPage.getByTestId('lesson-done').getByRole('heading', { level: 2 })).toBeInViewport();
  const popup = benPage.getByTestId('progress-popup');
  await expect(popup).toContainText('New achievement!');
  await snap(benPage, testInfo, 'lesson-done-mobile');
  const back = benPage.getByTestId('lesson-back');
  await back.scrollIntoViewIfNeeded();
  await back.click({ trial: true });
  await back.click();
  await expect(benPage.getByTestId('selection-title')).toHaveText('Tiere und Essen');
  await expect(popup).toBeHidden();

  // The streak on the training home, then the Anki export.
  await useWidth(benPage, WIDTHS.desktop);
  await benPage.goto('/training');
  await expect(benPage.getByTestId('streak-days')).toHaveText('1 day in a row');
  await expect(benPage.getByTestId('stats')).toBeVisible();
  // The practised compilation is one Ben learns, its words counted as the statistics count them.
  const learning = benPage.locator('section').filter({ has: benPage.getByRole('heading', { name: 'Compilations I learn' }) });
  const progress = learning.getByTestId('selection-card').filter({ hasText: 'Tiere und Essen' }).getByTestId('selection-progress');
  await expect(progress).toContainText(/\d+ in learning · \d+ of 6 words learned/);
  const [, inLearning, learned] = /(\d+) in learning · (\d+) of/.exec((await progress.textContent())!)!;
  await expect(benPage.getByTestId('stats')).toContainText(`${learned} learned · ${inLearning} in learning`);
  await snap(benPage, testInfo, 'home');
  await benPage.goto(`/training/selection?uuid=${uuid}`);
  await benPage.getByTestId('export').click();
  const [download] = await Promise.all([benPage.waitForEvent('download'), benPage.getByTestId('export-anki').click()]);
  const lines = readFileSync((await download.path())!, 'utf8').trim().split('\n');
  expect(lines.slice(0, 4)).toEqual(['#separator:tab', '#html:true', '#columns:Word\tTranslation\tExample\tAudio', '#deck:Tiere und Essen']);
  expect(lines).toHaveLength(10);
  expect(lines[4]).toMatch(/^dog\tHund\t.*\t\[sound:[0-9a-f]{32}\.wav\]$/);
  await context.close();
});

test('a new learner finds "Start here" first; long compilation titles stay readable at 390 px', async ({ page }, testInfo) => {
  const eve = await register(page.request, 'Eve', [
    { lang_code: 'eng', level: 'NATIVE' },
    { lang_code: 'ger', level: 'BASE' },
  ]);
  for (const [width, locale] of [
    // English first: its paths have no prefix, and an unprefixed path keeps the last language.
    [WIDTHS.desktop, 'en'],
    [WIDTHS.mobile, 'de'],
  ] as const) {
    await useWidth(page, width);
    await openAs(page, eve, locale === 'en' ? '/training' : `/${locale}/training`);
    const starter = page.getByTestId('start-here');
    await expect(starter).toBeVisible();
    // Nothing learnt yet: "Start here" comes before the statistics, and the empty "learn" list leads to it.
    const starterTop = (await starter.boundingBox())!.y;
    expect(starterTop).toBeLessThan((await page.getByTestId('stats').boundingBox())!.y);
    const titles = starter.getByTestId('selection-card-title');
    await expect(titles.first()).toBeVisible();
    for (const title of await titles.all()) {
      // Not cut on one line: the whole title fits its box (two lines at most).
      expect(await title.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    }
    await snap(page, testInfo, `new-learner-${locale}`);
    await page.getByTestId('choose-starter').click();
    await expect(starter.getByRole('heading', { level: 2 })).toBeInViewport();
  }
});
