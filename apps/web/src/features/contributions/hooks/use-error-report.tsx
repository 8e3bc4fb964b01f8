// Shows what a failed contribution call means (core.md §8): the dispute-parent popup for
// ENTITY_HAS_UNVERIFIED_PARENTS, nothing for ENTITY_IS_VERIFIED, otherwise the message on the
// addition error banner. Returns the popup to render.
import { useCallback, useState } from 'react';
import type { UnverifiedParentPayload } from '@glossa/contract';
import { alerts, type ErrorBannerChannel } from '../../../shared/alerts/store';
import { DisputeParentPopup } from '../../../shared/contributions/DisputeParentPopup';
import { isApiError } from '../../../shared/api';
import { contributionErrorOutcome } from '../../../shared/contributions/errors';

/** Server errors and lost connections are already shown by the API wiring (system banner, popup). */
export function shownGlobally(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.status >= 500);
}

export function useErrorReport(channel: ErrorBannerChannel = 'addition') {
  const [dispute, setDispute] = useState<UnverifiedParentPayload | 'unknown' | null>(null);
  const report = useCallback(
    (error: unknown) => {
      if (shownGlobally(error)) return;
      const outcome = contributionErrorOutcome(error);
      if (outcome.type === 'dispute') setDispute(outcome.payload ?? 'unknown');
      else if (outcome.type === 'message') alerts.showError(channel, { messageKey: outcome.key });
    },
    [channel],
  );
  const popup = <DisputeParentPopup payload={dispute} onClose={() => setDispute(null)} />;
  return { report, popup };
}
