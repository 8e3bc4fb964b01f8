// Lists of videos: newest (GET /education/videos), the discover blocks (popular, new, old unpopular;
// each with its own cursor), search (public ones and the viewer's own), a member's materials and
// the feed's loader. One statement per block or page presents every row.
import { VIDEO_LIMITS as V, type VideoMaterialsQuery, type VideoSearchQuery, type VideosFeedQuery } from '@glossa/contract';
import type { Viewer } from '../../../../platform/auth/viewer';
import { searchKeyOf } from '../../../../platform/text/search-key';
import { videoNotFound } from '../../errors';
import { presentVideo } from '../../presenter';
import { trainingRepository as repo, type VideoRow } from '../../repository';
import type { VideoDeps } from './deps';

const DAY_MS = 86_400_000;

export function videoLists(deps: VideoDeps) {
  const db = () => deps.ctx.db;
  const present = (list: VideoRow[], viewer: Viewer | null) => list.map((r) => presentVideo(r, viewer, deps.ctx.now(), deps.urls));

  return {
    async latest(viewer: Viewer | null, q: { limit: number; offset: number; lang_code?: string }) {
      return present(await repo.videos.latest(db(), { viewerId: viewer?.id ?? null, langCode: q.lang_code, limit: q.limit, offset: q.offset }), viewer);
    },

    async feed(viewer: Viewer | null, q: VideosFeedQuery) {
      const base = { viewerId: viewer?.id ?? null, langCode: q.lang_code, limit: q.limit };
      const edge = new Date(deps.ctx.now().getTime() - V.oldDays * DAY_MS);
      const [popular, fresh, old] = await Promise.all([
        repo.videos.popular(db(), { ...base, after: q.popular_pagination_uuid }),
        repo.videos.newest(db(), { ...base, after: q.new_pagination_uuid, since: edge }),
        repo.videos.oldUnpopular(db(), { ...base, after: q.old_unpopular_pagination_uuid, before: edge }),
      ]);
      return { popular: present(popular, viewer), new: present(fresh, viewer), old_unpopular: present(old, viewer) };
    },

    async search(viewer: Viewer | null, q: VideoSearchQuery) {
      // The page before ended on a video this viewer can see; anything else is 404.
      if (q.previous_uuid && !(await repo.videos.byUuid(db(), q.previous_uuid, viewer?.id ?? null))) throw videoNotFound();
      const found = await repo.videos.search(db(), {
        after: q.previous_uuid,
        viewerId: viewer?.id ?? null,
        langCode: q.lang_code,
        name: q.video_name ? searchKeyOf(q.video_name) || undefined : undefined,
        complexity: q.complexity,
        subjects: q.subjects,
        hashtag: q.hashtag ? q.hashtag.replace(/^#+/, '').toLowerCase() || undefined : undefined,
        limit: q.limit,
        offset: q.offset,
      });
      return { rows: present(found, viewer) };
    },

    async materials(viewer: Viewer, q: VideoMaterialsQuery) {
      // The page before ended on a video this viewer can see; anything else is 404.
      if (q.previous_uuid && !(await repo.videos.byUuid(db(), q.previous_uuid, viewer.id))) throw videoNotFound();
      const page = await repo.videos.materials(db(), {
        viewerId: viewer.id,
        source: q.source,
        complexity: q.complexity,
        subjects: q.subjects,
        after: q.previous_uuid,
        limit: q.limit,
        offset: q.offset,
      });
      return { count: page.count, rows: present(page.rows, viewer) };
    },

    /** The feed's loader for items of type video: the page's videos in one statement. */
    async feedItems(viewer: Viewer | null, uuids: readonly string[]) {
      const found = await repo.videos.byUuids(db(), uuids, viewer?.id ?? null);
      return new Map(found.filter((r) => r.is_public).map((r) => [r.uuid, presentVideo(r, viewer, deps.ctx.now(), deps.urls)]));
    },
  };
}
