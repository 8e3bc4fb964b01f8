// Layout route of the addition screens: login required, but a guest gets the call-to-auth screen
// rather than a redirect (core.md §2); records the history positions it sees so leaving a page knows
// whether the previous URL was an addition page.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { historyIndex, recordTrail, resetTrail } from '../lib/leave';
import { CallToAuth } from './CallToAuth';

export default function AdditionLayout() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    recordTrail(historyIndex(), path);
  }, [path, location.key]);
  // Positions seen by an earlier visit may since have been replaced by other pages.
  useEffect(() => resetTrail, []);

  return loggedIn ? <Outlet /> : <CallToAuth />;
}
