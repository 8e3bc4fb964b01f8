// Opens the Plus popup (community.md §2) from anywhere: the user menu, a daily-limit notice, the
// chat limit. The popup itself (features/plus) loads on first open; GlobalOverlays renders it.
import { create } from 'zustand';

interface PlusPopupState {
  open: boolean;
  show(): void;
  hide(): void;
}

export const usePlusPopup = create<PlusPopupState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));

export const openPlusPopup = () => usePlusPopup.getState().show();
