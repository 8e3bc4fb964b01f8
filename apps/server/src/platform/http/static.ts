// Serves the built SPA. Unknown API paths answer 404 JSON; any other GET that wants HTML gets
// index.html so the client router can show the page (or its own 404 page). A page is wanted when the
// browser asks for HTML (a reload, a shared link, a new tab) even if the last segment has a dot:
// routes with free text end in "e.g.", "Mr. Smith" or a sentence's full stop. A path with a file
// extension asked for by anything else (a missing script or image) stays a 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  const indexHtml = hasSpa ? readFileSync(indexFile) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    const accept = request.headers.accept ?? '';
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && (!path.extname(pathname) || accept.includes('text/html'));
    if (!isApi && wantsHtml && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send(errorBody(CommonErrorCode.NOT_FOUND, `No route ${request.method} ${pathname}`));
  });
}
