// Video files: an upload streams to a temporary file (never held in memory; the size cap applies
// while it arrives, 413 and nothing kept beyond it) while its SHA-256 is computed; then its type is
// sniffed from the bytes (file-type: MP4 or WebM, 415 otherwise), its duration read from the
// container (music-metadata, pure JavaScript) and, when ffmpeg can be run, a poster frame cut and
// re-encoded to WebP (sharp). Without ffmpeg a video simply has no poster.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import sharp from 'sharp';
import { CommonErrorCode, VideoErrorCode as E } from '@glossa/contract';
import { AppError } from '../../../../platform/errors';

export const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };

export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
}

export interface ProbedVideo {
  ext: 'mp4' | 'webm';
  durationMs: number;
}

export const tooLarge = (max: number) => new AppError(CommonErrorCode.PAYLOAD_TOO_LARGE, 413, `A video may have at most ${Math.round(max / 1024 / 1024)} MB`, 'file');

const isTooLarge = (err: unknown) => (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE' || (err as { statusCode?: number } | null)?.statusCode === 413;

/** Streams `body` into a fresh file under `dir`, counting and hashing; removes it on any failure. */
export async function receiveToTempFile(body: Readable, dir: string, maxBytes: number): Promise<ReceivedFile> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${randomBytes(12).toString('hex')}`);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, meter, createWriteStream(file, { flags: 'wx' }));
    // @fastify/multipart marks a file cut at its limit instead of failing in some versions.
    if ((body as Readable & { truncated?: boolean }).truncated) throw tooLarge(maxBytes);
  } catch (err) {
    await rm(file, { force: true });
    throw isTooLarge(err) ? tooLarge(maxBytes) : err;
  }
  return { path: file, size, sha256: hash.digest('hex') };
}

/** Type from the bytes and duration from the container; 415 / 400 VIDEO_UNREADABLE otherwise. */
export async function probeVideo(file: string): Promise<ProbedVideo> {
  const type = await fileTypeFromFile(file);
  const ext = type && VIDEO_TYPES[type.ext] === type.mime ? (type.ext as 'mp4' | 'webm') : null;
  if (!ext) throw new AppError(CommonErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, 'Send an MP4 or WebM video', 'file');
  let seconds: number | undefined;
  try {
    seconds = (await parseFile(file, { duration: false, skipCovers: true })).format.duration;
  } catch {
    seconds = undefined;
  }
  if (!seconds || !Number.isFinite(seconds) || seconds <= 0) throw new AppError(E.VIDEO_UNREADABLE, 400, 'The duration of this video cannot be read', 'file');
  return { ext, durationMs: Math.round(seconds * 1000) };
}

let ffmpegMissing = false;

/** A WebP poster (at most 640 px wide) from a frame a little into the video; null without ffmpeg or on any failure. */
export async function posterFrame(ffmpeg: string, file: string, durationMs: number): Promise<Buffer | null> {
  if (ffmpegMissing) return null;
  const out = `${file}.poster.png`;
  const at = Math.min(1, durationMs / 2000).toFixed(3);
  try {
    const code = await new Promise<number>((resolve) => {
      const child = spawn(ffmpeg, ['-v', 'error', '-nostdin', '-y', '-ss', at, '-i', file, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', out], { stdio: 'ignore' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') ffmpegMissing = true;
        clearTimeout(timer);
        resolve(-1);
      });
      child.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c ?? -1);
      });
    });
    if (code !== 0) return null;
    return await sharp(await readFile(out)).resize({ width: 640, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
  } catch {
    return null;
  } finally {
    await rm(out, { force: true });
  }
}
