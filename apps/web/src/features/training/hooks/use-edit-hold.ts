// While the editor is open on an existing compilation, it is "temporarily unavailable" to others
// (community.md §4): hold it now, renew the hold while the page stays open, let it go on leaving.
// A closed tab cannot say goodbye: the server lets the hold lapse (SELECTION_EDIT_LOCK.holdMs).
import { useEffect } from 'react';
import { SELECTION_EDIT_LOCK } from '@glossa/contract/training/constants';
import { holdForEditing, releaseEditing } from '../api/selections';

export function useEditHold(uuid: string | null): void {
  useEffect(() => {
    if (!uuid) return;
    // A failed hold only means others may open it meanwhile: the editor works the same.
    const hold = () => void holdForEditing(uuid).catch(() => undefined);
    hold();
    const timer = window.setInterval(hold, SELECTION_EDIT_LOCK.renewMs);
    return () => {
      window.clearInterval(timer);
      void releaseEditing(uuid).catch(() => undefined);
    };
  }, [uuid]);
}
