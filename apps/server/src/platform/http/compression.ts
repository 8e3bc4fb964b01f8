// Answers compressed on the fly (issue 38): JSON, HTML and other text above 1 KB, br or gzip as the
// client accepts, with `vary: accept-encoding` (set by @fastify/compress). The built web assets are
// precompressed at build and served as they are (static.ts): a response that already has a
// content-encoding is left alone. The levels come from bench/web/compression.ts: brotli 4 costs a
// typical search answer (2 KB) about 45 µs of CPU and 3.3x; gzip 6 about 25 µs and 3.2x; brotli 11
// would cost 3.7 ms for 15% less. Request bodies are not decompressed (no zip bombs through uploads).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
