// Writes a brotli (.br) and a gzip (.gz) file beside every text asset of the build, at the
// strongest levels (done once, at build time), so the server sends them without compressing per
// request (apps/server/src/platform/http/static.ts, `preCompressed`). Runs after every other
// plugin has written its files (the service worker included).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files gain nothing worth a second request header's worth of bytes. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(full);
    return [full];
  });
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'glossa:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        for (const file of filesUnder(outDir)) {
          if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
          const content = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }));
          writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
        }
      },
    },
  };
}
