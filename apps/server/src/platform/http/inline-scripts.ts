// The built index.html has one inline script (the colour scheme, set before the first paint so a
// dark page never flashes white; an external file blocked rendering for a round trip). The CSP
// allows exactly that script by its hash, computed here from the file the server sends.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** CSP sources ('sha256-...') for every inline <script> of distDir/index.html; none without a build. */
export function inlineScriptHashes(distDir: string): string[] {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return hashes;
}
