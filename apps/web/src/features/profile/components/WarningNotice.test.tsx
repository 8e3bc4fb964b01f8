import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { WarningNotice } from './WarningNotice';

describe('WarningNotice', () => {
  it('says why, shows the comment and the end date of a warning for a period', async () => {
    await renderWithProviders(
      <WarningNotice
        reprimand={{ reason: 'insults', comment: 'Be kind', starts_at: '2026-11-01T10:00:00.000Z', ends_at: '2026-11-08T10:00:00.000Z' }}
      />,
    );
    const alert = await screen.findByTestId('own-warning');
    expect(alert).toHaveTextContent('You have a warning from the moderators');
    expect(alert).toHaveTextContent('Reason: Insults or harassment');
    expect(alert).toHaveTextContent('Be kind');
    expect(alert).toHaveTextContent('It stands until November 8, 2026.');
  });

  it('a warning without a period stands until removed', async () => {
    await renderWithProviders(
      <WarningNotice reprimand={{ reason: 'spam', comment: null, starts_at: '2026-11-01T10:00:00.000Z', ends_at: null }} />,
    );
    const alert = await screen.findByTestId('own-warning');
    expect(alert).toHaveTextContent('Reason: Spam or advertising');
    expect(alert).toHaveTextContent('It stands until a moderator removes it.');
  });
});
