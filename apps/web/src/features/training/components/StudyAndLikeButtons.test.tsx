// The header actions a compilation and a video share: the study toggle (members only, an alert
// when selecting) and the like button (disabled for guests), with each page's test ids and labels.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, signInNow } from '../../../../test/account-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { useAlerts } from '../../../shared/alerts/store';
import { StudyAndLikeButtons } from './StudyAndLikeButtons';

const api = vi.hoisted(() => ({
  setStudy: vi.fn(async () => ({ selected_for_learning: true })),
  setSelectionLike: vi.fn(async () => ({ liked_by_user: true, count: 1 })),
  setVideoStudy: vi.fn(async () => ({ selected_for_learning: true })),
  setVideoLike: vi.fn(async () => ({ liked_by_user: true, count: 1 })),
}));
vi.mock('../api/selections', () => ({ setStudy: api.setStudy, setSelectionLike: api.setSelectionLike }));
vi.mock('../api/videos', () => ({ setVideoStudy: api.setVideoStudy, setVideoLike: api.setVideoLike }));

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  resetSession();
  vi.clearAllMocks();
});
afterEach(() => {
  resetSession();
  useAlerts.setState({ alert: null });
});

describe('StudyAndLikeButtons', () => {
  it('a compilation: selecting it for learning calls its route, shows the alert and reloads', async () => {
    signInNow();
    const onChange = vi.fn(async () => undefined);
    await renderWithProviders(<StudyAndLikeButtons kind="selections" uuid="s1" selected={false} liked={false} likes={3} onChange={onChange} />);
    // The training namespace loads on first use.
    expect(await screen.findByTestId('study', {}, { timeout: 8000 })).toHaveTextContent('Add to my learning');
    await userEvent.click(screen.getByTestId('study'));
    expect(api.setStudy).toHaveBeenCalledWith('s1', true);
    expect(useAlerts.getState().alert).toMatchObject({ channel: 'learning', messageKey: 'training:alerts.compilation_selected_for_learning', tone: 'success' });
    expect(onChange).toHaveBeenCalledTimes(1);
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveTextContent('3');
    expect(like).not.toHaveAttribute('data-testid');
    await userEvent.click(like);
    expect(api.setSelectionLike).toHaveBeenCalledWith('s1', true);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('a video: un-selecting shows no alert; unliking calls its route', async () => {
    signInNow();
    const onChange = vi.fn(async () => undefined);
    await renderWithProviders(<StudyAndLikeButtons kind="videos" uuid="v1" selected liked likes={5} onChange={onChange} />);
    expect(await screen.findByTestId('video-study', {}, { timeout: 8000 })).toHaveTextContent('Learning');
    await userEvent.click(screen.getByTestId('video-study'));
    expect(api.setVideoStudy).toHaveBeenCalledWith('v1', false);
    expect(useAlerts.getState().alert).toBeNull();
    await userEvent.click(screen.getByTestId('video-like'));
    expect(api.setVideoLike).toHaveBeenCalledWith('v1', false);
    expect(screen.getByTestId('video-like')).toHaveTextContent('5');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('a guest sees no study button and a disabled like button', async () => {
    await renderWithProviders(<StudyAndLikeButtons kind="videos" uuid="v1" selected={false} liked={false} likes={0} onChange={async () => undefined} />);
    expect(await screen.findByTestId('video-like', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('video-study')).toBeNull();
    expect(screen.getByTestId('video-like')).toBeDisabled();
  });
});
