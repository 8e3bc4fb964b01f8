// "How points work" names the two systems apart and says what earns what, from the contract.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CONTRIBUTION_POINTS } from '@glossa/contract/points';
import { renderApp } from '../../../../test/render';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import PointsPage from './PointsPage';

describe('how points work', () => {
  it('shows reputation and XP apart, with the amounts of the contract and the way to the ranking', async () => {
    await loadNamespaces(['progress']);
    await renderApp('/points', { routes: [{ path: 'points', element: <PointsPage /> }] });
    const reputation = await screen.findByTestId('points-table-reputation');
    const translation = within(reputation).getByText('A translation').closest('tr')!;
    expect(translation.textContent).toBe(`A translation+${CONTRIBUTION_POINTS['translation-union']}`);
    expect(within(reputation).getByText('A false complaint').closest('tr')!.textContent).toBe('A false complaint-2');
    const xp = screen.getByTestId('points-table-xp');
    expect(within(xp).getByText('A correct answer in a lesson').closest('tr')!.textContent).toBe('A correct answer in a lesson+1');
    expect(screen.getByTestId('points-ranking-link').getAttribute('href')).toBe('/ranking');
    expect(screen.getByText(/Posts, questions, articles, likes and achievements earn no points/)).toBeTruthy();
  });
});
