// Finding language-exchange companions (recommended, by place, nearby, public by language),
// the viewer's stored location, and place names. Ranked candidate lists are cached 10 minutes per
// user and filters (memory, or Redis with REDIS_URL); pages are cut from the cached list and the
// users are read fresh, so blocks and profile changes show at once.
import { CompanionsErrorCode, GEO, LIMITS, type City, type Companion, type Country, type PublicCompanion } from '@glossa/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { PlusService } from '../plus/service';
import type { Viewer } from '../../platform/auth/viewer';
import { AppError } from '../../platform/errors';
import { createCache } from '../../platform/cache/index';
import { companionsRepository as repo } from './repository';
import { presentCompanion, presentPublicCompanion } from './presenter';
import { createPlaces } from './places';
import { distanceKm } from './geo';

/** How many ranked candidates one cached search keeps. */
const MAX_RANKED = 300;

export interface LangSearchInput {
  limit: number;
  offset: number;
  mode: 'recommended' | 'all';
  country?: string | undefined;
  city?: string | undefined;
  languages?: string[] | undefined;
  refresh_search_cache: boolean;
}

const rankedSchema = z.array(z.object({ id: z.number().int(), mutual: z.boolean() }));

export type CompanionsService = ReturnType<typeof createCompanionsService>;

export function createCompanionsService(ctx: AppContext, deps: { quota: PlusService['quota'] }) {
  const { db } = ctx;
  const cache = createCache({ redisUrl: ctx.config.REDIS_URL, prefix: 'glossa-companions:', log: ctx.log, now: () => ctx.now().getTime() });
  const places = createPlaces();

  async function present(viewerId: number, entries: { id: number; mutual: boolean; distance?: number }[]): Promise<Companion[]> {
    const ids = entries.map((e) => e.id);
    const [rows, languages] = await Promise.all([repo.hydrate(db, viewerId, ids), repo.languagesOf(db, ids)]);
    const extra = new Map(entries.map((e) => [e.id, e]));
    return rows.map((r) => {
      const e = extra.get(r.id)!;
      return presentCompanion(r, languages, viewerId, { mutual: e.mutual, distanceKm: e.distance ?? null });
    });
  }

  return {
    close: () => cache.close(),

    /** Recommended: natives of the languages the viewer learns; those learning the viewer's native language first. */
    async langSearch(viewer: Viewer, input: LangSearchInput): Promise<Companion[]> {
      const own = await repo.languagesOf(db, [viewer.id]);
      const native = own.find((l) => l.level === 'NATIVE')?.langCode ?? null;
      const learning = input.languages ?? own.filter((l) => l.level !== 'NATIVE').map((l) => l.langCode);
      const recommended = input.mode === 'recommended' && learning.length > 0;
      const filters = {
        nativeIn: recommended ? [...new Set(learning)].sort() : [],
        learnerOf: recommended ? native : null,
        country: input.country,
        city: input.city,
      };
      const key = `${viewer.uuid}:${JSON.stringify([filters.nativeIn, filters.learnerOf, input.country ?? '', input.city?.toLowerCase() ?? ''])}`;
      const cached = input.refresh_search_cache ? undefined : rankedSchema.safeParse(await cache.get(key));
      let ranked = cached?.success ? cached.data : undefined;
      if (!ranked) {
        ranked = await repo.rankedIds(db, viewer.id, filters, MAX_RANKED);
        await cache.set(key, ranked, LIMITS.companionSearchCacheMs);
      }
      return present(viewer.id, ranked.slice(input.offset, input.offset + input.limit));
    },

    /** Search by location is a Plus feature (community.md §1): free members get LOCATION_SEARCH_PLUS_ONLY. */
    async nearby(viewer: Viewer, input: { limit: number; offset: number; radius_km: number }): Promise<Companion[]> {
      await deps.quota.assertAllowed(viewer.id, 'location_search');
      const location = await repo.location(db, viewer.id);
      if (!location) throw new AppError(CompanionsErrorCode.USER_LOCATION_NOT_SET, 400, 'Share your location to find people nearby');
      const rows = await repo.nearby(db, viewer.id, location.latitude, location.longitude, input.radius_km, input.limit, input.offset);
      return present(
        viewer.id,
        rows.map((r) => ({ id: r.id, mutual: false, distance: r.distance })),
      );
    },

    /** Without login: public profiles only, public fields only. */
    async publicSearch(input: { native_language?: string | undefined; learn_languages?: string[] | undefined; limit: number; offset: number }): Promise<PublicCompanion[]> {
      const rows = await repo.publicSearch(db, input.native_language, input.learn_languages ?? [], input.limit, input.offset);
      const languages = await repo.languagesOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => presentPublicCompanion(r, languages));
    },

    /** Stored only after a move of more than 100 km; otherwise USER_NEW_LOCATION_EQUAL_WITH_OLD_LOCATION. */
    async updateLocation(viewer: Viewer, point: { latitude: number; longitude: number }) {
      const row = await db.transaction(async (tx) => {
        const current = await repo.lockLocation(tx, viewer.id);
        if (current && distanceKm(current, point) <= GEO.updateThresholdKm) {
          throw new AppError(
            CompanionsErrorCode.USER_NEW_LOCATION_EQUAL_WITH_OLD_LOCATION,
            400,
            `The new location is within ${GEO.updateThresholdKm} km of the stored one`,
          );
        }
        return repo.saveLocation(tx, viewer.id, point.latitude, point.longitude, ctx.now());
      });
      return { latitude: row.latitude, longitude: row.longitude, updated_at: row.updatedAt.toISOString() };
    },

    countries: (query: string, limit: number): Promise<Country[]> => places.countries(query, limit),

    async cities(countryCode: string, query: string, limit: number): Promise<City[]> {
      if (query.length < LIMITS.citySearchMinChars) return [];
      return places.cities(countryCode, query, limit);
    },
  };
}
