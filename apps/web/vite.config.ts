import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// Local imports name their .ts file (tsconfig: allowImportingTsExtensions): Vite's native config
// loader (configLoader: 'native', planned as the default) resolves no extensionless imports, and
// warned at every build about each one.
import { FIRST_LOAD_CHUNK } from './build/first-load-chunk.ts';
import { localeManifests, pwaOptions } from './build/pwa.ts';
import { precompress } from './build/precompress.ts';
import { shellPreloads } from './build/shell-preloads.ts';
// Relative import: Vite bundles the config, and workspace packages are TypeScript source.
import { BREAKPOINTS } from '../../packages/contract/src/constants.ts';

// The API server the dev server forwards to (`npm run dev:server` listens on PORT, 3000 by default).
const apiTarget = process.env.GLOSSA_API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

const outDir = path.resolve(import.meta.dirname, 'dist');
const preloads = shellPreloads();

export default defineConfig({
  // The worker and manifests (build/pwa.ts) are build-only: `vite` in development has none.
  plugins: [react(), preloads.plugin, VitePWA(pwaOptions(outDir)), localeManifests(), precompress()],
  css: {
    postcss: {
      plugins: [
        (await import('postcss-preset-mantine')).default(),
        (await import('postcss-simple-vars')).default({
          // Layout breakpoints from the contract (core.md §9), usable in CSS modules as $mobile etc.
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': `${(BREAKPOINTS.mobileMax + 1) / 16}em`,
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': `${(BREAKPOINTS.narrowDesktopMax + 1) / 16}em`,
            mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
            desktop: `(min-width: ${BREAKPOINTS.mobileMax + 1}px)`,
            narrow: `(min-width: ${BREAKPOINTS.mobileMax + 1}px) and (max-width: ${BREAKPOINTS.narrowDesktopMax}px)`,
          },
        }),
      ],
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/chat-api': { target: apiTarget, changeOrigin: true },
      '/broadcast': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir,
    target: 'es2022',
    // No inline scripts or styles in index.html: the server's CSP allows only 'self' scripts.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    reportCompressedSize: true,
    // e2e/bundle-budget.spec.ts reads the manifest to measure what the first page load costs.
    manifest: true,
    // Vite's default warning (500 kB, here 300 until now) alarmed every first `npm start` about
    // three chunks that are big on purpose: `framework` is the shell's first load as ONE chunk
    // (build/first-load-chunk.ts: cutting it adds requests and gzip loss, not savings), and
    // ArticleEditor (the rich-text editor) and StatsChart (the chart library) load only when a
    // member writes an article or opens the training statistics. What they cost is guarded in
    // gzip by e2e/bundle-budget.spec.ts (the shell's and pages' budgets, and a budget for each
    // chunk loaded on first use), which fails where a warning would only be scrolled past. The limit
    // stays as a net for a chunk far past them (minified kB; they are 510 / 420 / 415 now).
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // One chunk for the shell's first load (build/first-load-chunk.ts); pages split as they come.
        codeSplitting: { groups: [FIRST_LOAD_CHUNK] },
      },
    },
  },
});
