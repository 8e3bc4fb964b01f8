// Connection state for the no-internet popup (core.md §2): driven by navigator.onLine and the
// online/offline events, and opened by the API client when a call fails offline.
import { create } from 'zustand';

interface ConnectionState {
  online: boolean;
  /** The no-internet popup is open. */
  popupOpen: boolean;
  /** "Try again" is checking the connection. */
  checking: boolean;
  openPopup(): void;
  closePopup(): void;
}

export const useConnection = create<ConnectionState>()((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  popupOpen: false,
  checking: false,
  openPopup: () => set({ popupOpen: true }),
  closePopup: () => set({ popupOpen: false }),
}));

/**
 * Follows the browser's connection events. `onBack` runs when the connection returns (the app
 * replays queued actions there). Returns the function that stops watching.
 */
export function watchConnection(onBack: () => void): () => void {
  const offline = () => useConnection.setState({ online: false, popupOpen: true });
  const online = () => {
    useConnection.setState({ online: true, popupOpen: false });
    onBack();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  if (!navigator.onLine) offline();
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}

/**
 * "Try again": asks the server whether it is reachable. On success the popup closes and `onBack`
 * runs; otherwise the popup stays. `checking` drives the button's loading state.
 */
export async function retryConnection(probe: () => Promise<unknown>, onBack: () => void): Promise<boolean> {
  useConnection.setState({ checking: true });
  try {
    await probe();
    useConnection.setState({ online: true, popupOpen: false });
    onBack();
    return true;
  } catch {
    return false;
  } finally {
    useConnection.setState({ checking: false });
  }
}
