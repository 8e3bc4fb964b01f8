// Where Plus cannot be bought the prices are not a choice that does nothing (issue 36, item 19);
// where it can, they are radios that choose the period.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { PlusStatus } from '@glossa/contract';
import { resetSession, signInNow } from '../../../../test/account-fixtures';
import { installFakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { openPlusPopup, usePlusPopup } from '../../../shared/plus/plus-popup';
import PlusPopup from './PlusPopup';

const status = (payments: boolean): PlusStatus => ({
  premium: false,
  subscription: null,
  payments_configured: payments,
  ai_partner_available: false,
  day: '2026-11-28',
  resets_at: '2026-11-29T00:00:00Z',
  quotas: [],
});

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  usePlusPopup.setState({ open: false });
  resetSession();
});

async function show(payments: boolean) {
  signInNow();
  installFakeApi({ 'GET /api/plus/status': () => ({ body: { data: status(payments) } }) });
  await loadNamespaces(['plus']);
  await renderApp('/plus-test', { routes: [{ path: 'plus-test', element: <PlusPopup /> }] });
  act(() => openPlusPopup());
}

describe('Plus popup prices', () => {
  it('are plain text where Plus cannot be bought', async () => {
    await show(false);
    expect(await screen.findByTestId('plus-not-configured')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByTestId('plus-period-year').tagName).toBe('DIV');
  });

  it('are a choice of period where it can', async () => {
    await show(true);
    const month = await screen.findByTestId('plus-period-month');
    expect(month).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(month);
    expect(month).toHaveAttribute('aria-checked', 'true');
  });
});
