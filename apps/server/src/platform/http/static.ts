// Serves the built SPA. Unknown API paths answer 404 JSON; any other GET that wants HTML gets
// index.html so the client router can show the page (or its own 404 page). A page is wanted when the
// browser asks for HTML (a reload, a shared link, a new tab) even if the last segment has a dot:
// routes with free text end in "e.g.", "Mr. Smith" or a sentence's full stop. A path with a file
// extension asked for by anything else (a missing script or image) stays a 404. The build writes a
// brotli and a gzip file beside every asset (apps/web/vite.config.ts): they are sent as they are to
// clients that accept them (`preCompressed`), with `vary: accept-encoding`. index.html is
// revalidated on every load (no-cache + ETag, 304 when unchanged); fingerprinted assets are immutable.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CommonErrorCode } from '@glossa/contract';
import { errorBody } from '../errors';

const API_PREFIXES = ['/api', '/chat-api', '/broadcast'];

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/: cache it forever.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  const index = hasSpa ? indexHtmlVariants(indexFile) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    const accept = request.headers.accept ?? '';
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && (!path.extname(pathname) || accept.includes('text/html'));
    if (!isApi && wantsHtml && index) {
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? negotiate(accepted, Object.keys(index.encoded)) : null;
      const variant = (encoding && index.encoded[encoding]) || index.plain;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      reply.header('etag', variant.etag);
      if (encoding && variant !== index.plain) reply.header('content-encoding', encoding);
      if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
      return reply.send(variant.body);
    }
    return reply.status(404).send(errorBody(CommonErrorCode.NOT_FOUND, `No route ${request.method} ${pathname}`));
  });
}

interface Variant {
  body: Buffer;
  etag: string;
}

/** index.html as built and its precompressed files, each with its own ETag (they are different bodies). */
function indexHtmlVariants(indexFile: string): { plain: Variant; encoded: Record<string, Variant> } {
  const plain = readFileSync(indexFile);
  const tag = createHash('sha256').update(plain).digest('base64url').slice(0, 27);
  const encoded: Record<string, Variant> = {};
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (existsSync(indexFile + ext)) encoded[encoding] = { body: readFileSync(indexFile + ext), etag: `"${tag}-${ext.slice(1)}"` };
  }
  return { plain: { body: plain, etag: `"${tag}"` }, encoded };
}
