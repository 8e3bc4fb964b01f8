// Which complaint popup is open. Kept outside the button that opened it: a host that re-renders its
// panel (a resize, a refetch, the phone keyboard opening) may mount the button anew, and the popup
// with the comment being typed must survive that. The first mounted button of the target shows it.
import { useEffect, useId, useSyncExternalStore } from 'react';
import { create } from 'zustand';

export interface ComplaintTargetKey {
  target: number;
  targetType: string;
}

/** The open popup and the comment being typed in it. */
export const useComplaintPopup = create<{ open: ComplaintTargetKey | null; comment: string }>()(() => ({ open: null, comment: '' }));

export const complaintPopup = {
  open: (key: ComplaintTargetKey) => useComplaintPopup.setState({ open: key, comment: '' }),
  close: () => useComplaintPopup.setState({ open: null, comment: '' }),
  setComment: (comment: string) => useComplaintPopup.setState({ comment }),
};

const owners = new Map<string, string[]>();
const listeners = new Set<() => void>();
const keyOf = (k: ComplaintTargetKey) => `${k.targetType}:${k.target}`;
const notify = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True for the one mounted button of this target that renders its popup. */
export function useOwnsComplaintPopup(key: ComplaintTargetKey): boolean {
  const id = useId();
  const k = keyOf(key);
  useEffect(() => {
    owners.set(k, [...(owners.get(k) ?? []), id]);
    notify();
    return () => {
      const rest = (owners.get(k) ?? []).filter((o) => o !== id);
      if (rest.length > 0) owners.set(k, rest);
      else owners.delete(k);
      notify();
    };
  }, [id, k]);
  const owner = useSyncExternalStore(subscribe, () => owners.get(k)?.[0] ?? null, () => null);
  const open = useComplaintPopup((s) => s.open);
  return owner === id && open !== null && keyOf(open) === k;
}
