import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alerts, useAlerts } from './store';

const state = () => useAlerts.getState();

beforeEach(() => {
  vi.useFakeTimers();
  alerts.hideAlert();
  alerts.hideError();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('alerts', () => {
  it('shows an alert on its channel and hides it after 5 s', () => {
    alerts.showAlert('favorite', { messageKey: 'added_to_favorites', tone: 'success' });
    expect(state().alert).toMatchObject({
      channel: 'favorite',
      messageKey: 'added_to_favorites',
      tone: 'success',
    });
    vi.advanceTimersByTime(4999);
    expect(state().alert).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(state().alert).toBeNull();
  });

  it('showing one clears the others', () => {
    alerts.showAlert('favorite', { messageKey: 'a' });
    alerts.showAlert('new_points', { messageKey: 'b' });
    expect(state().alert).toMatchObject({ channel: 'new_points', messageKey: 'b' });
    // The replaced alert's timer does not hide the new one early.
    vi.advanceTimersByTime(4000);
    expect(state().alert?.channel).toBe('new_points');
    vi.advanceTimersByTime(1000);
    expect(state().alert).toBeNull();
  });

  it('re-showing the alert on screen hides it and shows it again after 300 ms', () => {
    alerts.showAlert('addition', { messageKey: 'first' });
    const firstId = state().alert?.id;
    vi.advanceTimersByTime(1000);
    alerts.showAlert('addition', { messageKey: 'second' });
    expect(state().alert).toBeNull();
    vi.advanceTimersByTime(299);
    expect(state().alert).toBeNull();
    vi.advanceTimersByTime(1);
    expect(state().alert).toMatchObject({ channel: 'addition', messageKey: 'second' });
    expect(state().alert?.id).not.toBe(firstId);
    // The 5 s count starts again from the re-show.
    vi.advanceTimersByTime(4999);
    expect(state().alert).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(state().alert).toBeNull();
  });

  it('another channel shown during the 300 ms wait cancels the pending re-show', () => {
    alerts.showAlert('detail', { messageKey: 'x' });
    alerts.showAlert('detail', { messageKey: 'y' });
    alerts.showAlert('complain', { messageKey: 'z' });
    vi.advanceTimersByTime(400);
    expect(state().alert).toMatchObject({ channel: 'complain', messageKey: 'z' });
  });

  it('hideAlert(channel) only hides that channel', () => {
    alerts.showAlert('learning', { messageKey: 'l' });
    alerts.hideAlert('block');
    expect(state().alert?.channel).toBe('learning');
    alerts.hideAlert('learning');
    expect(state().alert).toBeNull();
  });
});

describe('error banners', () => {
  it('shows one at a time: a new error replaces the current one', () => {
    alerts.showError('system', { messageKey: 'server_error_title' });
    alerts.showError('auth', { messageKey: 'incorrect_login_or_password' });
    expect(state().banner).toMatchObject({
      channel: 'auth',
      messageKey: 'incorrect_login_or_password',
      tone: 'error',
    });
  });

  it('the same error again keeps its banner and restarts its 5 s', () => {
    alerts.showError('system', { messageKey: 'server_error_title' });
    const id = state().banner?.id;
    vi.advanceTimersByTime(3000);
    alerts.showError('system', { messageKey: 'server_error_title' });
    expect(state().banner?.id).toBe(id);
    vi.advanceTimersByTime(3000);
    expect(state().banner).not.toBeNull();
    vi.advanceTimersByTime(2000);
    expect(state().banner).toBeNull();
  });

  it('banners and alerts are independent slots', () => {
    alerts.showAlert('favorite', { messageKey: 'a' });
    alerts.showError('server', { messageKey: 'server_error_title' });
    expect(state().alert?.channel).toBe('favorite');
    expect(state().banner?.channel).toBe('server');
  });
});
