import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryConnection, useConnection, watchConnection } from './connection';

afterEach(() => useConnection.setState({ online: true, popupOpen: false, checking: false }));

describe('connection', () => {
  it('offline opens the no-internet popup; online closes it and replays queued actions', () => {
    const onBack = vi.fn();
    const stop = watchConnection(onBack);
    window.dispatchEvent(new Event('offline'));
    expect(useConnection.getState()).toMatchObject({ online: false, popupOpen: true });
    window.dispatchEvent(new Event('online'));
    expect(useConnection.getState()).toMatchObject({ online: true, popupOpen: false });
    expect(onBack).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('"Try again" checks the server: success closes the popup and replays', async () => {
    useConnection.setState({ popupOpen: true, online: false });
    const onBack = vi.fn();
    let answer!: () => void;
    const probe = () => new Promise<void>((resolve) => (answer = resolve));
    const done = retryConnection(probe, onBack);
    expect(useConnection.getState().checking).toBe(true);
    answer();
    await expect(done).resolves.toBe(true);
    expect(useConnection.getState()).toMatchObject({ checking: false, popupOpen: false, online: true });
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('"Try again" that fails keeps the popup open', async () => {
    useConnection.setState({ popupOpen: true, online: false });
    const onBack = vi.fn();
    await expect(retryConnection(() => Promise.reject(new Error('down')), onBack)).resolves.toBe(false);
    expect(useConnection.getState()).toMatchObject({ checking: false, popupOpen: true });
    expect(onBack).not.toHaveBeenCalled();
  });
});
