// The call-to-register screen (community.md §6): a guest who tries to write, like, comment or
// follow sees it instead of the action. One flag for the feature's pages.
import { create } from 'zustand';
import { currentSession } from '../../../shared/session/session-store';

export const useGuestCall = create<{ opened: boolean; close(): void }>()((set) => ({
  opened: false,
  close: () => set({ opened: false }),
}));

/** Runs the action for a member; for a guest opens the call to register. */
export function asMember<A extends unknown[]>(action: (...args: A) => void) {
  return (...args: A) => {
    if (currentSession()) action(...args);
    else useGuestCall.setState({ opened: true });
  };
}
