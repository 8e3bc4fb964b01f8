// Progress events -> notifications: each winner of a finished week (the King of Dictionary award)
// is told, with their place and points; the notification opens the weekly ranking. The event key
// (week and member) keeps it to one notification per winner and week.
import type { ProgressEvent } from '../../progress/service';
import type { Delivery } from '../use-cases/delivery';

export function createProgressSource(delivery: Pick<Delivery, 'notify'>) {
  return (e: ProgressEvent): void => {
    if (e.type !== 'weekly.awarded') return;
    for (const w of e.winners) {
      delivery.notify({
        type: 'weekly_award',
        to: [w.userId],
        actorId: null,
        entity: { slug: 'ranking', id: e.week },
        params: { place: w.place, points: w.points, week: e.week },
        cancellationKey: `weekly-award:${e.week}:${w.userId}`,
      });
    }
  };
}
