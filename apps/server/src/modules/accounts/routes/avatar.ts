import { registerMultipart } from '../../../platform/http/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarFileParams, avatarResponse, CommonErrorCode } from '@glossa/contract';
import { requireViewer } from '../../../platform/auth/viewer';
import { AppError } from '../../../platform/errors';
import { readFilePart } from '../../../platform/http/upload';
import { avatarTooLarge } from '../../../platform/users/avatars';
import { bearer, perUser, signedIn, tags } from '../http';
import type { RateLimitSetting } from '../service';
import type { AvatarService } from '../use-cases/avatar';

export function avatarRoutes(avatars: AvatarService, limit: RateLimitSetting): FastifyPluginAsyncZod {
  return async (app) => {
    const maxBytes = avatars.maxBytes;
    await registerMultipart(app, { fileSize: maxBytes });
    const rateLimit = { ...limit, keyGenerator: perUser };

    app.post(
      '/user/avatar',
      {
        ...signedIn,
        // Multipart overhead on top of the file itself.
        bodyLimit: maxBytes + 64 * 1024,
        config: { rateLimit },
        schema: {
          tags,
          security: bearer,
          consumes: ['multipart/form-data'],
          summary: "Sets the signed-in member's avatar",
          description:
            `One \`file\` part: JPEG, PNG, WebP, AVIF or GIF (type sniffed from the bytes, whatever the name or declared type; 415 UNSUPPORTED_MEDIA_TYPE otherwise), ` +
            `at most AVATAR_MAX_BYTES (${Math.round(maxBytes / 1024 / 1024)} MB; 413 PAYLOAD_TOO_LARGE) and 40 megapixels (413). ` +
            'Re-encoded into three square WebP files (avatar 400 px, medium_avatar 160 px, mini_avatar 48 px, metadata stripped); the previous files are removed. 429 TOO_MANY_REQUESTS beyond RATE_LIMIT_AVATAR.',
          response: { 200: avatarResponse },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        if (Number(request.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) throw avatarTooLarge(maxBytes);
        if (!request.isMultipart()) throw new AppError(CommonErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, 'Send multipart/form-data with a `file` part', 'file');
        // A part cut at the cap is 413 (FST_REQ_FILE_TOO_LARGE, platform/errors.ts).
        return { data: await avatars.upload(viewer, await readFilePart(request, maxBytes)) };
      },
    );

    app.delete(
      '/user/avatar',
      {
        ...signedIn,
        config: { rateLimit },
        schema: { tags, security: bearer, summary: "Removes the signed-in member's avatar (and its files)", response: { 200: avatarResponse } },
      },
      async (request) => ({ data: await avatars.remove(requireViewer(request)) }),
    );

    app.get(
      '/avatars/:name',
      { schema: { tags, params: avatarFileParams, summary: 'An avatar file (WebP, immutable: a new avatar gets a new name)' } },
      (request, reply) => avatars.store.send(reply, request.params.name, 'public, max-age=31536000, immutable'),
    );
  };
}
