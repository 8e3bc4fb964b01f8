// Quick (machine) translation and the per-day count (core.md §5, §7). Guests may translate too,
// counted per address; signed-in users per account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { quickTranslateBody, quickTranslateResponse, translateUsageResponse } from '@glossa/contract';
import type { TranslateService } from './service';

const tags = ['Machine translation'];
/** Optional: guests may call too. */
const security: Record<string, string[]>[] = [{ bearer: [] }, {}];

export function translateRoutes(service: TranslateService): FastifyPluginAsyncZod {
  return async (app) => {
    const rateLimit = {
      ...service.rateLimit,
      keyGenerator: (request: FastifyRequest) => request.viewer?.uuid ?? request.ip,
    };

    app.post(
      '/translate/quick',
      {
        config: { rateLimit },
        schema: {
          tags,
          security,
          summary: 'Machine-translate a word, phrase or sentence',
          description:
            'Answered by the configured provider (offline: the dictionary itself; LibreTranslate; a Google-compatible endpoint); ' +
            'when it fails or times out the offline provider answers and `fallback` says why. Always show the result as machine-made. ' +
            'Free users and guests: 10 a day (400 MACHINE_TRANSLATION_DAILY_LIMIT with the usage as payload); `source` dictionary or ' +
            'mini_dictionary, or `important`, are not refused by that count but by a daily cap for all requests. Plus: unlimited. ' +
            'The day is the user\u2019s local day (their time zone, else UTC). 429 TOO_MANY_REQUESTS beyond the per-minute limit. ' +
            'A translation that finds nothing (`found: false`) is not counted.',
          body: quickTranslateBody,
          response: { 200: quickTranslateResponse },
        },
      },
      async (request) => service.quick(request.viewer, request.ip, request.body),
    );

    app.get(
      '/translate/usage',
      {
        schema: {
          tags,
          security,
          summary: 'Machine translations counted today, the limit and when it resets',
          response: { 200: translateUsageResponse },
        },
      },
      async (request) => ({ data: await service.usage(request.viewer, request.ip) }),
    );
  };
}
