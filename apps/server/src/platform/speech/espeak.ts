// espeak-ng (Debian's formant speech synthesizer, ~100 languages): a voice for a dictionary
// language, the IPA of a text, and its spoken WAV. Only the command is run here; caching is the
// caller's (index.ts).
import { execFile } from 'node:child_process';
import { canonicalLanguageCode } from '@glossa/contract';

/** espeak-ng's names that the contract's language table does not know (Mandarin is `cmn`). */
const EXTRA_ALIASES: Record<string, string> = { cmn: 'chi' };

/**
 * The `espeak-ng --voices` table mapped to dictionary codes: one voice per language, the plain
 * one (`de`) before a regional one, the language's own region (`fr-fr`) before others, then the
 * shortest and alphabetically first name (`en-gb` before `en-us` and `en-029`).
 */
export function mapEspeakVoices(listing: string): Map<string, string> {
  const byLang = new Map<string, string[]>();
  for (const line of listing.split('\n').slice(1)) {
    const voice = line.trim().split(/\s+/)[1];
    if (!voice || !/^[a-z]{2,3}(?:-[A-Za-z0-9-]+)?$/.test(voice)) continue;
    const base = voice.split('-')[0]!;
    const code = EXTRA_ALIASES[base] ?? canonicalLanguageCode(base);
    if (!code) continue;
    byLang.set(code, [...(byLang.get(code) ?? []), voice]);
  }
  const rank = (voice: string) => {
    const [base, region, ...rest] = voice.split('-');
    if (!region) return 0;
    if (region === base && !rest.length) return 1;
    return 2;
  };
  const out = new Map<string, string>();
  for (const [code, voices] of byLang) {
    voices.sort((a, b) => rank(a) - rank(b) || a.length - b.length || a.localeCompare(b));
    out.set(code, voices[0]!);
  }
  return out;
}

/** espeak-ng streams WAV with unknown sizes (0x7fffffff); the finished buffer gets the real ones. */
export function fixWavSizes(wav: Buffer): Buffer {
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') return wav;
  wav.writeUInt32LE(wav.length - 8, 4);
  // The data chunk follows the fmt chunk (the only other chunk espeak-ng writes).
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    if (id === 'data') {
      wav.writeUInt32LE(wav.length - at - 8, at + 4);
      break;
    }
    at += 8 + wav.readUInt32LE(at + 4);
  }
  return wav;
}

export interface Espeak {
  /** Dictionary code -> voice name; empty when the command cannot be run. */
  voices(): Promise<ReadonlyMap<string, string>>;
  ipa(voice: string, text: string): Promise<string>;
  wav(voice: string, text: string): Promise<Buffer>;
}

export function createEspeak(options: { binary: string; timeoutMs: number }): Espeak {
  const run = (args: string[], encoding: 'utf8' | 'buffer') =>
    new Promise<string | Buffer>((resolve, reject) => {
      execFile(
        options.binary,
        args,
        { timeout: options.timeoutMs, maxBuffer: 16 * 1024 * 1024, encoding },
        (err, stdout, stderr) => {
          if (err) reject(new Error(`espeak-ng failed: ${String(stderr || err.message).trim().slice(0, 200)}`));
          else resolve(stdout);
        },
      );
    });
  let voices: Promise<ReadonlyMap<string, string>> | null = null;
  return {
    voices() {
      voices ??= run(['--voices'], 'utf8').then(
        (listing) => mapEspeakVoices(listing as string),
        () => new Map(),
      );
      return voices;
    },
    // `--` ends the options: a word starting with a dash is spoken, not read as a flag.
    async ipa(voice, text) {
      const out = (await run(['-q', '--ipa', '-v', voice, '--', text], 'utf8')) as string;
      return out.replace(/\s+/g, ' ').trim();
    },
    async wav(voice, text) {
      return fixWavSizes((await run(['--stdout', '-v', voice, '--', text], 'buffer')) as Buffer);
    },
  };
}
