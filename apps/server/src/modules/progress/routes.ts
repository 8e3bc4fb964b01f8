// The progress module's HTTP routes (community.md §7 User and Statistics). Wiring only: the
// contract's schemas, the auth guard, one service call. Nickname-scoped calls are open to guests
// for public profiles (lenient auth); a private profile answers 403 PROFILE_IS_PRIVATE to others.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userRatingsResponse } from '@glossa/contract';
import {
  STATISTICS_PAGE,
  WEEKLY_CHART,
  achievementsResponse,
  actionDetailResponse,
  actionIdParams,
  actionsGeneralResponse,
  actionsListQuery,
  actionsListResponse,
  educationCountersResponse,
  nicknameParams,
  weeklyChartResponse,
} from '@glossa/contract/progress';
import { requireViewer } from '../../platform/auth/viewer';
import type { ProgressService } from './service';

const tags = ['Progress'];
const security = [{ bearer: [] }];
const lenient = { lenientAuth: true };
const privacy =
  '404 USER_NOT_FOUND; 403 PROFILE_IS_PRIVATE when the member chose a private profile (the member and moderators still see it).';
const filterRule =
  `${STATISTICS_PAGE} a page (limit up to 50), newest first; continue with pagination_id = the last id. With filters, at least one of ADDED/VERIFIED ` +
  'and one of ACCEPTED/ON_MODIFY/REJECTED are needed, otherwise the answer is empty (community.md §5).';

export function progressRoutes(progress: ProgressService): FastifyPluginAsyncZod {
  return async (app) => {
    // ---- ratings and achievements --------------------------------------------------------
    app.get(
      '/user/ratings',
      {
        schema: {
          tags,
          security,
          summary:
            'Your ratings per kind; DICTIONARY_RATING (first) is the level-bearing total (level = 1 + floor(points / 50))',
          response: { 200: userRatingsResponse },
        },
      },
      async (request) => ({ data: await progress.ratings(requireViewer(request)) }),
    );
    app.get(
      '/user/:nickname/ratings',
      {
        config: lenient,
        schema: {
          tags,
          summary: "A member's ratings per kind",
          description: privacy,
          params: nicknameParams,
          response: { 200: userRatingsResponse },
        },
      },
      async (request) => ({ data: await progress.ratings(request.viewer, request.params.nickname) }),
    );
    app.get(
      '/user/achievements',
      {
        schema: {
          tags,
          security,
          summary: 'Your 21 achievements with their level, value and next threshold',
          response: { 200: achievementsResponse },
        },
      },
      async (request) => ({ data: await progress.achievements(requireViewer(request)) }),
    );
    app.get(
      '/user/:nickname/achievements',
      {
        config: lenient,
        schema: {
          tags,
          summary: "A member's achievements",
          description: privacy,
          params: nicknameParams,
          response: { 200: achievementsResponse },
        },
      },
      async (request) => ({ data: await progress.achievements(request.viewer, request.params.nickname) }),
    );

    // ---- statistics ----------------------------------------------------------------------
    app.get(
      '/actions/general',
      {
        schema: {
          tags,
          security,
          summary: 'Your statistics: actions per item type and state (ADDED, VERIFIED), points and level',
          response: { 200: actionsGeneralResponse },
        },
      },
      async (request) => ({ data: await progress.general(requireViewer(request)) }),
    );
    app.get(
      '/actions/list',
      {
        schema: {
          tags,
          security,
          summary: 'Your actions (the points ledger)',
          description: filterRule,
          querystring: actionsListQuery,
          response: { 200: actionsListResponse },
        },
      },
      async (request) => ({ data: await progress.list(requireViewer(request), request.query) }),
    );
    app.get(
      '/actions/:nickname/general',
      {
        config: lenient,
        schema: {
          tags,
          summary: "A member's statistics",
          description: privacy,
          params: nicknameParams,
          response: { 200: actionsGeneralResponse },
        },
      },
      async (request) => ({ data: await progress.general(request.viewer, request.params.nickname) }),
    );
    app.get(
      '/actions/:nickname/list',
      {
        config: lenient,
        schema: {
          tags,
          summary: "A member's actions",
          description: `${filterRule} ${privacy}`,
          params: nicknameParams,
          querystring: actionsListQuery,
          response: { 200: actionsListResponse },
        },
      },
      async (request) => ({
        data: await progress.list(request.viewer, request.query, request.params.nickname),
      }),
    );
    app.get(
      '/actions/:id',
      {
        config: lenient,
        schema: {
          tags,
          summary: 'One action: your own, or one of a member with a public profile',
          description: '404 ACTION_NOT_FOUND otherwise.',
          params: actionIdParams,
          response: { 200: actionDetailResponse },
        },
      },
      async (request) => ({ data: await progress.action(request.viewer, request.params.id) }),
    );

    // ---- weekly ranking and learning counters ---------------------------------------------
    app.get(
      '/user/weekly-chart',
      {
        // Guests see the ranking and its winners too (issue 39): it names nicknames and points only.
        config: lenient,
        schema: {
          tags,
          summary: `This week's chart (top ${WEEKLY_CHART.size}) and last week's winners (King of Dictionary); guests too`,
          description: `Weeks run Monday 00:00 UTC to Monday 00:00 UTC; the chart is refreshed every ${WEEKLY_CHART.refreshMinutes} minutes (refresh_date).`,
          response: { 200: weeklyChartResponse },
        },
      },
      async () => ({ data: await progress.weekly.chart() }),
    );
    app.get(
      '/education/users/counters',
      {
        schema: {
          tags,
          security,
          summary:
            'Your learning counters: compilations, videos, learned words, lessons, days the goal was reached',
          response: { 200: educationCountersResponse },
        },
      },
      async (request) => ({ data: await progress.educationCounters(requireViewer(request)) }),
    );
  };
}
