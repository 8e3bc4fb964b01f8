// The editor guards unsaved changes (community.md §4 "a collection may be ... unsaved"): leaving the
// page inside the app asks first (react-router's blocker), closing or reloading the tab gets the
// browser's own question.
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export function useUnsavedGuard(dirty: boolean) {
  // Set by the save just before it navigates away: what was changed is saved.
  const saved = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return {
    /** Call once the changes are saved, before navigating away. */
    markSaved: () => {
      saved.current = true;
    },
    asking: blocker.state === 'blocked',
    stay: () => blocker.state === 'blocked' && blocker.reset(),
    leave: () => blocker.state === 'blocked' && blocker.proceed(),
  };
}
