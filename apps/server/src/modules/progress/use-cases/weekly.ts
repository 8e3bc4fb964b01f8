// The weekly ranking (community.md §1, §3 Weekly chart, §9): this week's chart (the top 20 by points
// granted this week; weeks run Monday 00:00 UTC to Monday 00:00 UTC), kept as a snapshot refreshed
// every 10 minutes by the pg-boss job `progress.weekly-chart`, and last week's winners. The same
// job gives each finished week's winners (top 3) the King of Dictionary award: claiming the week's
// row in weekly_award_weeks (primary key) and writing the awards happen in one transaction, so
// the award is given once however many workers run it. Every finished week of the last
// AWARD_CATCH_UP_WEEKS not awarded yet is (oldest first): a week that ended while no server ran is
// awarded by the first run after. The winners are told (event `weekly.awarded` -> notification
// `weekly_award`) by the worker whose transaction gave the award, after its commit.
import { ratingLevel } from '@glossa/contract';
import { WEEKLY_CHART, type WeeklyChart } from '@glossa/contract/progress';
import { iso } from '../presenter';
import { progressRepository as repo, type ChartEntry } from '../repository';
import { finishedWeeks, previousWeekOf, weekOf } from '../week';
import type { AnnounceUseCases } from './announce';
import type { ProgressDeps } from './deps';

/** How many finished weeks back the award job looks for weeks not awarded yet. */
export const AWARD_CATCH_UP_WEEKS = 12;

export function weeklyUseCases(deps: ProgressDeps, announce: AnnounceUseCases) {
  const { ctx, events } = deps;

  async function present(entries: ChartEntry[]) {
    const members = new Map(
      (
        await repo.weekly.members(
          ctx.db,
          entries.map((e) => e.user_id),
        )
      ).map((m) => [m.id, m]),
    );
    return entries.flatMap((e, i) => {
      const m = members.get(e.user_id);
      return m
        ? [
            {
              place: i + 1,
              points: e.points,
              user: { uuid: m.uuid, nickname: m.nickname, level: ratingLevel(m.points).level },
            },
          ]
        : [];
    });
  }

  const weekly = {
    /** Computes and stores this week's chart. */
    async refresh() {
      const at = ctx.now();
      const week = weekOf(at);
      const chart = await repo.weekly.top(ctx.db, week.start, week.end, WEEKLY_CHART.size);
      await repo.weekly.save(ctx.db, week.key, chart, at);
      return chart;
    },

    /**
     * Awards every finished week of the last AWARD_CATCH_UP_WEEKS not awarded yet, oldest first;
     * returns the member ids awarded by this call (another worker's awards are not repeated).
     */
    async awardFinishedWeeks(): Promise<number[]> {
      const at = ctx.now();
      const weeks = finishedWeeks(at, AWARD_CATCH_UP_WEEKS);
      const done = await repo.weekly.awardedSince(ctx.db, weeks[0]!.key);
      const awarded: number[] = [];
      for (const week of weeks.filter((w) => !done.has(w.key))) {
        const top = await ctx.db.transaction(async (tx) => {
          if (!(await repo.weekly.claim(tx, week.key, at))) return null;
          const winners = await repo.weekly.top(tx, week.start, week.end, WEEKLY_CHART.winners);
          await repo.weekly.award(tx, week.key, winners, at);
          return winners;
        });
        if (!top?.length) continue;
        events.publish({
          type: 'weekly.awarded',
          week: week.key,
          winners: top.map((w, i) => ({ userId: w.user_id, place: i + 1, points: w.points })),
        });
        awarded.push(...top.map((w) => w.user_id));
      }
      // The award counts for the king_of_dictionary achievement: announced after commit.
      await announce.check(awarded);
      return awarded;
    },

    /** The job: award the finished weeks first (the first run after Monday 00:00 UTC), then refresh. */
    async tick() {
      await weekly.awardFinishedWeeks();
      await weekly.refresh();
    },

    /** Public: guests see the chart and the winners too (nicknames, levels and points only). */
    async chart(): Promise<WeeklyChart> {
      const at = ctx.now();
      const week = weekOf(at);
      let snap = await repo.weekly.snapshot(ctx.db, week.key);
      if (!snap) {
        // No job ran this week yet (a fresh install, or jobs disabled): compute once and keep it.
        await weekly.refresh();
        snap = await repo.weekly.snapshot(ctx.db, week.key);
      }
      const last = previousWeekOf(at);
      let winners = await repo.weekly.winners(ctx.db, last.key);
      if (!winners.length)
        winners = await repo.weekly.top(ctx.db, last.start, last.end, WEEKLY_CHART.winners);
      return {
        week_start: week.key,
        this_week_chart: await present(snap?.chart ?? []),
        last_week_winners: await present(winners),
        refresh_date: snap ? iso(snap.refreshed_at) : null,
      };
    },
  };
  return weekly;
}
