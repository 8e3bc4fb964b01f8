// The review notice for contributions that stay on the page (audio, attributes and subjects sent
// from the fork page): notice_material_sent_for_review, with the points when there are any.
import { TIMINGS } from '@glossa/contract/constants';
import { alerts } from '../../../shared/alerts/store';

export function showReviewNotice(points: number): void {
  setTimeout(() => {
    alerts.showAlert(points > 0 ? 'new_points' : 'addition', {
      messageKey: points > 0 ? 'contributions:notice_material_sent_for_review_points' : 'contributions:notice_material_sent_for_review',
      values: points > 0 ? { count: points } : undefined,
      tone: 'success',
    });
  }, TIMINGS.reviewNoticeMs);
}
