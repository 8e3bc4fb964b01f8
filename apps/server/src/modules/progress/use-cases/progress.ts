// Ratings per kind, achievements and statistics of actions: the viewer's own, or another member's
// through the nickname-scoped calls (as public as they chose, use-cases/access.ts).
import {
  ACTION_SUBJECTS,
  RATING_KINDS,
  STATISTICS_ITEM_TYPE,
  STATISTICS_ITEM_TYPES,
  ratingLevel,
  type ContributionEntityType,
  type StatisticsItemType,
} from '@glossa/contract';
import { ACHIEVEMENTS, statisticsFiltersUsable, type StatisticsFilter } from '@glossa/contract/progress';
import type { Viewer } from '../../../platform/auth/viewer';
import { actionNotFound } from '../errors';
import { iso, presentAction } from '../presenter';
import { progressRepository as repo } from '../repository';
import { mayRead, subjectOf } from './access';
import type { AnnounceUseCases } from './announce';
import type { ProgressDeps } from './deps';

const ENTITY_TYPES_OF = Object.fromEntries(
  STATISTICS_ITEM_TYPES.map((item) => [
    item,
    (Object.keys(ACTION_SUBJECTS) as ContributionEntityType[]).filter(
      (t) => STATISTICS_ITEM_TYPE[t] === item,
    ),
  ]),
) as Record<StatisticsItemType, ContributionEntityType[]>;

const STATE_OF = { ACCEPTED: 'accepted', ON_MODIFY: 'under_review', REJECTED: 'rejected' } as const;

export function progressUseCases(deps: ProgressDeps, announce: AnnounceUseCases) {
  const { ctx } = deps;

  return {
    async ratings(viewer: Viewer | null, nickname?: string) {
      const member = await subjectOf(ctx.db, viewer, nickname);
      const { points, kinds } = await repo.ratings.totals(ctx.db, member.id);
      return RATING_KINDS.map((type) => {
        const p = type === 'DICTIONARY_RATING' ? points : (kinds.get(type) ?? 0);
        return { type, points: p, ...ratingLevel(p) };
      });
    },

    async achievements(viewer: Viewer | null, nickname?: string) {
      const member = await subjectOf(ctx.db, viewer, nickname);
      // A rise this read stores is pushed by it (the after-commit check then finds nothing new).
      const { reached, rose, stored: before } = await announce.syncAchievements(ctx.db, member);
      // The stored rows as they were, unless a level rose just now (then read them again).
      const stored = new Map(
        (rose.length ? await repo.achievements.stored(ctx.db, member.id) : before).map((s) => [s.type, s]),
      );
      return reached.map((r) => {
        const s = stored.get(r.type);
        return {
          type: r.type,
          level: Math.max(r.level, s?.level ?? 0),
          max_level: ACHIEVEMENTS[r.type].thresholds.length,
          value: r.value,
          next_level_value: r.next,
          achieved_at: s ? iso(s.achieved_at) : null,
        };
      });
    },

    async general(viewer: Viewer | null, nickname?: string) {
      const member = await subjectOf(ctx.db, viewer, nickname);
      const empty = () =>
        Object.fromEntries(
          STATISTICS_ITEM_TYPES.map((t) => [t, { ACCEPTED: 0, ON_MODIFY: 0, REJECTED: 0 }]),
        ) as Record<StatisticsItemType, { ACCEPTED: number; ON_MODIFY: number; REJECTED: number }>;
      const out = { ADDED: empty(), VERIFIED: empty() };
      const key = { accepted: 'ACCEPTED', under_review: 'ON_MODIFY', rejected: 'REJECTED' } as const;
      // The member's stored counts (kept with each ledger row), not a scan of their whole ledger.
      for (const r of await repo.counts.general(ctx.db, member.id)) {
        const item = STATISTICS_ITEM_TYPE[r.entity_type as ContributionEntityType];
        const state = key[r.state as keyof typeof key];
        if (item && state) out[r.side][item][state] += r.n;
      }
      const { points } = await repo.ratings.totals(ctx.db, member.id);
      return { ...out, points, level: ratingLevel(points).level };
    },

    async list(
      viewer: Viewer | null,
      q: { limit: number; type?: StatisticsItemType; filters?: StatisticsFilter[]; pagination_id?: number },
      nickname?: string,
    ) {
      const member = await subjectOf(ctx.db, viewer, nickname);
      // §5: a filter set without a side or without a state selects nothing.
      if (!statisticsFiltersUsable(q.filters)) return [];
      const f = q.filters ?? [];
      const sides = f.filter((x): x is 'ADDED' | 'VERIFIED' => x === 'ADDED' || x === 'VERIFIED');
      const states = f.filter((x): x is keyof typeof STATE_OF => x in STATE_OF).map((x) => STATE_OF[x]);
      const found = await ctx.db.transaction(async (tx) => {
        await repo.withoutJit(tx);
        return repo.actions.page(tx, member.id, {
          limit: q.limit,
          before: q.pagination_id,
          entityTypes: q.type ? ENTITY_TYPES_OF[q.type] : undefined,
          sides: sides.length ? sides : undefined,
          states: states.length ? states : undefined,
        });
      });
      return found.map(presentAction);
    },

    /** One action: the viewer's own, or a member's whose profile is public (moderators: any). */
    async action(viewer: Viewer | null, id: number) {
      const row = await repo.actions.byId(ctx.db, id);
      if (!row || row.deleted_at || !mayRead(viewer, { id: row.user_id, accessibility: row.accessibility }))
        throw actionNotFound();
      return { ...presentAction(row), user: { uuid: row.uuid, nickname: row.nickname } };
    },

    /** GET /education/users/counters: the viewer's learning counts. */
    async educationCounters(viewer: Viewer | null) {
      const member = await subjectOf(ctx.db, viewer);
      const m = await repo.achievements.measures(ctx.db, member.id);
      const videos = await repo.achievements.videosStudied(ctx.db, member.id);
      return {
        selections: m.selections_created,
        videos,
        learned_words: m.learned_words,
        lessons_completed: m.lessons_completed,
        days_goal_reached: m.daily_activity,
      };
    },

    /** Ledger vs stored totals and counts (empty: they agree), and the rebuild from the ledger. */
    audit: async (userIds?: readonly number[]) => [
      ...(await repo.ratings.audit(ctx.db, userIds)),
      ...(await repo.counts.audit(ctx.db, userIds)),
    ],
    rebuild: (userIds?: readonly number[]) =>
      ctx.db.transaction(async (tx) => {
        await repo.ratings.rebuild(tx, userIds);
        await repo.counts.rebuild(tx, userIds);
      }),
  };
}
