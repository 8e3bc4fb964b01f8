// Apertium, the offline rule-based engine Debian ships (apertium + one package per pair), reached
// either through apertium-apy (its HTTP server: GET /listPairs, POST /translate) or by running the
// `apertium` command per request (no server to keep, but each call starts the pair's pipeline).
//
// Apertium names languages with ISO 639-3 codes (eng, spa, por), older pairs with ISO 639-1 (es-pt),
// variants after an underscore (por_BR). The pairs come from the engine itself and are mapped to the
// dictionary's codes; a pair the engine lacks is an `unsupported_language` failure, so the offline
// provider answers instead and says why.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalLanguageCode } from '@glossa/contract';
import type { MachineTranslator } from './types';
import { MachineTranslationError } from './types';
import { fetchJson } from './http';

/** How long the engine's list of pairs is trusted before it is read again (a pair may be installed). */
const PAIRS_TTL_MS = 10 * 60_000;

/** The dictionary pair (`eng|spa`) -> what the engine calls it (`eng|spa` for APY, `eng-spa` for the command). */
export type ApertiumPairs = ReadonlyMap<string, string>;

/**
 * Maps the engine's pair names to dictionary pairs. A plain pair wins over a variant of it
 * (spa-eng over spa-eng_US); a variant stands in only when there is no plain pair.
 */
export function mapApertiumPairs(pairs: readonly { source: string; target: string; name: string }[]): ApertiumPairs {
  const out = new Map<string, { name: string; variant: boolean }>();
  for (const p of pairs) {
    const [src, srcVariant] = p.source.split('_');
    const [tgt, tgtVariant] = p.target.split('_');
    const from = canonicalLanguageCode(src ?? '');
    const to = canonicalLanguageCode(tgt ?? '');
    if (!from || !to || from === to) continue;
    const key = `${from}|${to}`;
    const variant = Boolean(srcVariant || tgtVariant);
    const seen = out.get(key);
    if (!seen || (seen.variant && !variant)) out.set(key, { name: p.name, variant });
  }
  return new Map([...out].map(([k, v]) => [k, v.name]));
}

/** The `apertium -l` listing (one mode a line, `eng-spa`, `es-pt_BR`). */
export function parseModeList(listing: string): { source: string; target: string; name: string }[] {
  return listing
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[a-z]{2,3}(?:_[A-Za-z]+)?-[a-z]{2,3}(?:_[A-Za-z]+)?$/.test(l))
    .map((name) => {
      const [source, target] = name.split('-') as [string, string];
      return { source, target, name };
    });
}

interface Engine {
  listPairs(): Promise<ApertiumPairs>;
  run(pair: string, text: string): Promise<string>;
}

function httpEngine(url: string, timeoutMs: number): Engine {
  const base = url.replace(/\/+$/, '');
  return {
    async listPairs() {
      const answer = (await fetchJson('apertium', `${base}/listPairs`, { headers: { accept: 'application/json' } }, timeoutMs)) as
        | { responseData?: unknown }
        | undefined;
      if (!Array.isArray(answer?.responseData))
        throw new MachineTranslationError('apertium', 'error', 'apertium answered /listPairs without responseData');
      return mapApertiumPairs(
        (answer.responseData as { sourceLanguage?: unknown; targetLanguage?: unknown }[]).flatMap((p) =>
          typeof p.sourceLanguage === 'string' && typeof p.targetLanguage === 'string'
            ? [{ source: p.sourceLanguage, target: p.targetLanguage, name: `${p.sourceLanguage}|${p.targetLanguage}` }]
            : [],
        ),
      );
    },
    async run(pair, text) {
      const answer = (await fetchJson(
        'apertium',
        `${base}/translate`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          // markUnknown=no: words the pair does not know come back as written, without a leading *.
          body: new URLSearchParams({ langpair: pair, q: text, markUnknown: 'no' }).toString(),
        },
        timeoutMs,
      )) as { responseData?: { translatedText?: unknown } } | undefined;
      const translated = answer?.responseData?.translatedText;
      if (typeof translated !== 'string')
        throw new MachineTranslationError('apertium', 'error', 'apertium answered without translatedText');
      return translated;
    },
  };
}

function commandEngine(binary: string, timeoutMs: number): Engine {
  const exec = (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      execFile(
        binary,
        args,
        { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024, encoding: 'utf8' },
        (err, stdout, stderr) => {
          if (!err) return resolve(stdout);
          if ((err as { killed?: boolean }).killed)
            return reject(new MachineTranslationError('apertium', 'timeout', `apertium did not answer within ${timeoutMs} ms`));
          const detail = (stderr || err.message).trim().split('\n')[0]?.slice(0, 200);
          reject(new MachineTranslationError('apertium', 'error', `apertium failed: ${detail}`));
        },
      );
    });
  return {
    async listPairs() {
      return mapApertiumPairs(parseModeList(await exec(['-l'])));
    },
    // -u: unknown words as written (no * mark). The text goes through a file: the script reads
    // /dev/stdin, which cannot be opened when stdin is Node's socket.
    async run(pair, text) {
      const file = join(tmpdir(), `glossa-apertium-${randomUUID()}.txt`);
      await writeFile(file, text, { mode: 0o600 });
      try {
        return await exec(['-u', pair, file]);
      } finally {
        await rm(file, { force: true });
      }
    },
  };
}

export function createApertium(options: {
  /** apertium-apy's base URL; without it the `apertium` command runs per request. */
  url?: string | undefined;
  binary: string;
  timeoutMs: number;
  now?: () => number;
}): MachineTranslator & { pairs(): Promise<ApertiumPairs> } {
  const engine = options.url ? httpEngine(options.url, options.timeoutMs) : commandEngine(options.binary, options.timeoutMs);
  const now = options.now ?? Date.now;
  let cached: { at: number; pairs: Promise<ApertiumPairs> } | null = null;

  function pairs(): Promise<ApertiumPairs> {
    if (cached && now() - cached.at < PAIRS_TTL_MS) return cached.pairs;
    const loading = engine.listPairs();
    cached = { at: now(), pairs: loading };
    // A failed listing is not kept: the next request asks the engine again.
    loading.catch(() => {
      if (cached?.pairs === loading) cached = null;
    });
    return loading;
  }

  return {
    name: 'apertium',
    pairs,
    async translate({ text, from, to }) {
      const pair = (await pairs()).get(`${from}|${to}`);
      if (!pair)
        throw new MachineTranslationError(
          'apertium',
          'unsupported_language',
          `apertium has no installed pair from ${from} to ${to}`,
        );
      const translated = (await engine.run(pair, text)).trim();
      return { text: translated || null, confidence: null, coverage: null, segments: null };
    },
  };
}
