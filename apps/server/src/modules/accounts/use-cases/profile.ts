// The signed-in user's profile (read and edit, nickname, time zone), user search and public profiles.
import type { Profile, ProfileUpdate, PublicProfile, PublicUser, UserReprimand } from '@glossa/contract';
import Country from 'country-state-city/lib/country';
import type { AppContext } from '../../../platform/context';
import { isModerator, type Viewer } from '../../../platform/auth/viewer';
import { notFound, unauthenticated, validationError } from '../../../platform/errors';
import type { LanguagesService } from './languages';
import { languagesRepository, usersRepository as users, type UserPatch, type UserRow } from '../repository';
import { accountError, uniqueViolationError } from '../errors';
import { presentProfile, presentPublicProfile, presentPublicUser } from '../presenter';

export type ProfileService = ReturnType<typeof createProfileService>;

/** The warning in force on an account; the moderation module, which keeps warnings, provides it. */
export type ReprimandLookup = (userId: number, now: Date) => Promise<UserReprimand | null>;

export function createProfileService(ctx: AppContext, deps: { languages: LanguagesService }) {
  let reprimandOf: ReprimandLookup = () => Promise.resolve(null);

  async function me(viewer: Viewer): Promise<UserRow> {
    const user = await users.byId(ctx.db, viewer.id);
    if (!user) throw unauthenticated();
    return user;
  }

  async function present(user: UserRow): Promise<Profile> {
    const now = ctx.now();
    const [languages, providers, reprimand] = await Promise.all([
      deps.languages.listOf(user.id),
      users.linkedProviders(ctx.db, user.id),
      reprimandOf(user.id, now),
    ]);
    return presentProfile(user, languages, providers, now, reprimand);
  }

  return {
    /** Set once at start by the moderation module. */
    provideReprimand(lookup: ReprimandLookup) {
      reprimandOf = lookup;
    },

    async get(viewer: Viewer): Promise<Profile> {
      return present(await me(viewer));
    },

    async update(viewer: Viewer, input: ProfileUpdate): Promise<Profile> {
      await me(viewer);
      if (input.country && !Country.getCountryByCode(input.country)) throw validationError('country', 'Unknown country code');
      const patch: UserPatch = {};
      if (input.birthday !== undefined) patch.birthday = input.birthday;
      if (input.birthday_shared !== undefined) patch.birthdayShared = input.birthday_shared;
      if (input.gender !== undefined) patch.gender = input.gender;
      if (input.country !== undefined) patch.country = input.country;
      if (input.city !== undefined) patch.city = input.city || null;
      if (input.about !== undefined) patch.about = input.about || null;
      if (input.accessibility !== undefined) patch.accessibility = input.accessibility;
      const user = await users.update(ctx.db, viewer.id, patch, ctx.now());
      if (!user) throw unauthenticated();
      return present(user);
    },

    /** Sets or changes the nickname; completes a social sign-up (need_to_set_nickname). */
    async setNickname(viewer: Viewer, nickname: string): Promise<Profile> {
      const current = await me(viewer);
      if (await users.nicknameTaken(ctx.db, nickname, current.id)) throw accountError('NICKNAME_ALREADY_IN_USE', 'nickname');
      try {
        const user = await users.update(ctx.db, current.id, { nickname, needToSetNickname: false }, ctx.now());
        if (!user) throw unauthenticated();
        return present(user);
      } catch (err) {
        throw uniqueViolationError(err) ?? err;
      }
    },

    async setTimezone(viewer: Viewer, timezone: string): Promise<{ timezone: string }> {
      await me(viewer);
      await users.update(ctx.db, viewer.id, { timezone }, ctx.now());
      return { timezone };
    },

    /** Signed-in users only (the route requires a viewer): keeps the directory from anonymous scraping. */
    async search(_viewer: Viewer, keyword: string, limit: number, offset: number): Promise<PublicUser[]> {
      const rows = await users.search(ctx.db, keyword, limit, offset);
      const natives = await languagesRepository.nativeOf(ctx.db, rows.map((r) => r.id));
      const now = ctx.now();
      return rows.map((r) => presentPublicUser(r, natives.get(r.id) ?? null, now));
    },

    /** Anyone's public profile; a private one shows its details only to its owner and moderators. */
    async publicProfile(viewer: Viewer | null, nickname: string): Promise<PublicProfile> {
      const user = await users.byNickname(ctx.db, nickname);
      if (!user) throw notFound('USER', 'User not found');
      const isThisUser = viewer?.id === user.id;
      const languages = await deps.languages.listOf(user.id);
      return presentPublicProfile(user, languages, ctx.now(), { isThisUser, revealPrivate: isThisUser || isModerator(viewer) });
    },
  };
}
