import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  nicknameBody,
  profileResponse,
  profileUpdateBody,
  publicProfileParams,
  publicProfileResponse,
  timezoneBody,
  timezoneResponse,
  userSearchQuery,
  userSearchResponse,
} from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import { bearer, signedIn, tags } from '../http';
import type { ProfileService } from '../use-cases/profile';

export function profileRoutes(profile: ProfileService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/profile',
      { ...signedIn, schema: { tags, security: bearer, summary: 'The signed-in user: user info, native_lang, languages', response: { 200: profileResponse } } },
      async (request) => ({ data: await profile.get(requireViewer(request)) }),
    );

    app.post(
      '/user/profile',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearer,
          summary: 'Updates birthday (and whether it is shown on the profile), gender, country, city, about, accessibility',
          body: profileUpdateBody,
          response: { 200: profileResponse },
        },
      },
      async (request) => ({ data: await profile.update(requireViewer(request), request.body) }),
    );

    app.patch(
      '/user/profile/nickname',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearer,
          summary: 'Sets the nickname (completes a social sign-up: need_to_set_nickname becomes false)',
          description: '400 NICKNAME_ALREADY_IN_USE (field nickname).',
          body: nicknameBody,
          response: { 200: profileResponse },
        },
      },
      async (request) => ({ data: await profile.setNickname(requireViewer(request), request.body.nickname) }),
    );

    app.patch(
      '/user/timezone',
      { ...signedIn, schema: { tags, security: bearer, summary: 'Sets the IANA time zone', body: timezoneBody, response: { 200: timezoneResponse } } },
      async (request) => ({ data: await profile.setTimezone(requireViewer(request), request.body.timezone) }),
    );

    app.get(
      '/user/search',
      {
        ...signedIn,
        schema: {
          tags,
          security: bearer,
          summary: 'Users whose nickname contains the keyword (public information only)',
          querystring: userSearchQuery,
          response: { 200: userSearchResponse },
        },
      },
      async (request) => {
        const { keyword, limit, offset } = request.query;
        return { data: await profile.search(requireViewer(request), keyword, limit, offset) };
      },
    );

    app.get(
      '/user/:nickname/profile',
      {
        schema: {
          tags,
          summary: "Anyone's public profile; a private one hides about, city, country and languages",
          description: '404 USER_NOT_FOUND.',
          params: publicProfileParams,
          response: { 200: publicProfileResponse },
        },
      },
      async (request) => ({ data: await profile.publicProfile(request.viewer, request.params.nickname) }),
    );
  };
}
