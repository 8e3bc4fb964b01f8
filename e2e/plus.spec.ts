// Plus end to end (issue 19): a member uses up the free machine translations, opens the Plus offer,
// pays through a checkout served by the local Stripe-speaking server (apps/server/test/stripe-server.ts,
// started beside the app by playwright.config.ts; its webhooks are signed as Stripe signs them),
// becomes Plus, translates past the free limit, cancels and sees the expiry date.
import type { APIRequestContext } from '@playwright/test';
import { expect, snap, test, useWidth, WIDTHS } from './support/fixtures';
import { openAs, register, type Account } from './support/contributions-fixtures';

const translate = (request: APIRequestContext, a: Account, text: string) =>
  request.post('/api/translate/quick', {
    headers: { Authorization: `Bearer ${a.token}` },
    data: { text, lang: 'eng', lang_t: 'ger', source: 'selection' },
  });

test('a member buys Plus through checkout, translates past the free limit and cancels', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const member = await register(request, 'plus', [
    { lang_code: 'eng', level: 'NATIVE' },
    { lang_code: 'ger', level: 'BASE' },
  ]);
  for (let i = 0; i < 10; i += 1) expect((await translate(request, member, 'house')).status()).toBe(200);
  const refused = await translate(request, member, 'house');
  expect((await refused.json()).errors[0].code).toBe('MACHINE_TRANSLATION_DAILY_LIMIT');

  await useWidth(page, WIDTHS.desktop);
  await openAs(page, member, '/feed');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-plus').click();
  const popup = page.getByTestId('plus-popup');
  await expect(popup).toHaveAttribute('data-view', 'offer');
  await expect(popup.getByTestId('plus-limits').locator('[data-kind="translation"]')).toContainText('0 of 10 left');
  await expect(popup.getByTestId('plus-period-year')).toHaveAttribute('aria-checked', 'true');
  await snap(page, testInfo, 'offer');

  // The payment page opens in its own window and hands over to the (local) payment provider.
  const [payment] = await Promise.all([page.waitForEvent('popup'), popup.getByTestId('plus-buy').click()]);
  await payment.waitForURL(/\/pay\/cs_test_/);
  await payment.getByRole('button', { name: 'Pay' }).click();
  await expect(payment.getByTestId('plus-payment-success')).toBeVisible();
  // The page closes itself; the popup's 500 ms poll notices and shows the success view.
  await expect(popup).toHaveAttribute('data-view', 'success', { timeout: 10_000 });
  await expect(popup.getByTestId('plus-limits').locator('[data-kind="translation"]')).toContainText('Unlimited');
  await snap(page, testInfo, 'success');

  // Past the free limit now.
  expect((await translate(request, member, 'house')).status()).toBe(200);

  await popup.getByTestId('plus-cancel').click();
  await popup.getByTestId('plus-cancel-confirm').click();
  const canceled = popup.getByTestId('plus-canceled');
  const expires = (await (await request.get('/api/payments/subscriptions', { headers: { Authorization: `Bearer ${member.token}` } })).json()).data
    .expires_at as string;
  const shown = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(expires));
  await expect(canceled).toContainText(shown);

  await useWidth(page, WIDTHS.mobile);
  await snap(page, testInfo, 'canceled');
});

test('where Plus is sold, a free member choosing "Near me" is offered Plus (the chat spec: not where it is not)', async ({ page, request }, testInfo) => {
  const member = await register(request, 'nearme', [
    { lang_code: 'eng', level: 'NATIVE' },
    { lang_code: 'ger', level: 'BASE' },
  ]);
  await useWidth(page, WIDTHS.mobile);
  await openAs(page, member, '/chat/companions');
  await page.getByTestId('companion-mode').getByText('Near me').click();
  await expect(page.getByTestId('near-me-plus')).toContainText('Search by location is part of Plus');
  await page.getByTestId('near-me-plus-open').click();
  await expect(page.getByTestId('plus-popup')).toHaveAttribute('data-view', 'offer');
  await snap(page, testInfo, 'near-me-offer');
});
