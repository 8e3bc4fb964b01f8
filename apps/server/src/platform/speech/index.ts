// Synthetic speech: the IPA and the spoken WAV of a text in a dictionary language, made by
// espeak-ng on first request and kept in the object store (ctx.storage) under
// `speech/<voice>/<sha256 of the text>.wav` and `.ipa`, so the next request reads them back.
// Requests for the same text while it is being made share one synthesis; a few run at once.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStore } from '../storage/object-store';
import { createEspeak, type Espeak } from './espeak';

export { createEspeak, mapEspeakVoices, fixWavSizes, type Espeak } from './espeak';

/** Longest text spoken (a word or a short phrase; sentences have members' recordings or none). */
export const SPEECH_TEXT_MAX = 200;
/** espeak-ng processes at once (the machine has other work). */
const PARALLEL = 2;

export interface Synthesized {
  voice: string;
  ipa: string;
  /** Object key of the WAV in the store. */
  audioKey: string;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export function createSpeech(options: {
  storage: ObjectStore;
  log: FastifyBaseLogger;
  espeak?: Espeak;
  binary?: string;
  timeoutMs?: number;
}) {
  const espeak = options.espeak ?? createEspeak({ binary: options.binary ?? 'espeak-ng', timeoutMs: options.timeoutMs ?? 10_000 });
  const inFlight = new Map<string, Promise<Synthesized>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  const keyBase = (voice: string, text: string) =>
    `speech/${voice}/${createHash('sha256').update(text.normalize('NFC')).digest('hex')}`;

  async function make(voice: string, text: string): Promise<Synthesized> {
    const base = keyBase(voice, text);
    const audioKey = `${base}.wav`;
    const stored = await options.storage.open(`${base}.ipa`);
    if (stored && (await options.storage.stat(audioKey))) return { voice, ipa: (await readAll(stored.body)).toString('utf8'), audioKey };
    stored?.body.destroy();
    const [ipa, wav] = await limited(() => Promise.all([espeak.ipa(voice, text), espeak.wav(voice, text)]));
    // The WAV first: a stored .ipa means its audio is there too.
    await options.storage.put(audioKey, wav, { contentType: 'audio/wav', size: wav.length });
    await options.storage.put(`${base}.ipa`, Buffer.from(ipa, 'utf8'), { contentType: 'text/plain; charset=utf-8' });
    return { voice, ipa, audioKey };
  }

  return {
    /** The voice for a dictionary language, or null when espeak-ng has none (or is not installed). */
    async voiceFor(lang: string): Promise<string | null> {
      return (await espeak.voices()).get(lang) ?? null;
    },
    async languages(): Promise<string[]> {
      return [...(await espeak.voices()).keys()].sort();
    },
    /** IPA and stored audio of a text; null when the language has no voice. */
    async synthesize(lang: string, text: string): Promise<Synthesized | null> {
      const voice = (await espeak.voices()).get(lang);
      const spoken = text.trim().slice(0, SPEECH_TEXT_MAX);
      if (!voice || !spoken) return null;
      const key = keyBase(voice, spoken);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(voice, spoken).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

export type Speech = ReturnType<typeof createSpeech>;
