// Audio uploads: the type is sniffed from the bytes (file-type), and a preview is cut from the
// first seconds without decoding: WAV by samples, MP3 by frames, Ogg by pages (the last page gets
// the end-of-stream flag and a new checksum). WebM and M4A would need remuxing (ffmpeg is not
// something a fresh install has), so their preview is the recording itself, as it is for
// recordings already shorter than the preview.
import { fileTypeFromBuffer } from 'file-type';
import { CommonErrorCode } from '@glossa/contract';
import { AppError } from '../errors';

export type AudioExt = 'mp3' | 'ogg' | 'webm' | 'wav' | 'm4a';

const AUDIO_EXT: Record<string, AudioExt> = {
  webm: 'webm',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  mp3: 'mp3',
  m4a: 'm4a',
  mp4: 'm4a',
  wav: 'wav',
};

export const AUDIO_MIME: Record<AudioExt, string> = {
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
};

const refused = () => new AppError(CommonErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, 'Send an MP3, Ogg, WebM, WAV or M4A recording', 'file');

/**
 * The stored extension of an audio upload, from its bytes; 415 for anything else. The first bytes
 * only name a candidate (file-type calls anything starting with `ID3` MP3): the structure is then
 * walked, MP3 frame by frame, WAV chunk by chunk, the first Ogg page with its checksum. WebM and M4A
 * are trusted to file-type, which reads their EBML document type and `ftyp` brand.
 */
export async function sniffAudio(bytes: Buffer): Promise<AudioExt> {
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? AUDIO_EXT[type.ext] : undefined;
  if (!type || !ext || !/^(audio|video)\//.test(type.mime)) throw refused();
  const sound = ext === 'mp3' ? isMp3(bytes) : ext === 'wav' ? isWav(bytes) : ext === 'ogg' ? isOgg(bytes) : true;
  if (!sound) throw refused();
  return ext;
}

function id3End(b: Buffer): number {
  if (b.toString('latin1', 0, 3) !== 'ID3' || b.length < 10) return 0;
  const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
  return 10 + size + (b[5]! & 0x10 ? 10 : 0);
}

/** Consecutive frames from the start (after any ID3 tag): three, or all of a shorter file up to its end. */
function isMp3(b: Buffer): boolean {
  let pos = id3End(b);
  for (let frames = 0; frames < 3; frames += 1) {
    const frame = mp3Frame(b, pos);
    if (!frame || pos + frame.length > b.length) return false;
    pos += frame.length;
    const rest = b.length - pos;
    if (rest === 0 || (rest === 128 && b.toString('latin1', pos, pos + 3) === 'TAG')) return true;
  }
  return true;
}

/** RIFF/WAVE with a sane `fmt ` chunk and a `data` chunk holding at least one sample frame. */
function isWav(b: Buffer): boolean {
  if (b.length < 12 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WAVE') return false;
  let pos = 12;
  let blockAlign = 0;
  while (pos + 8 <= b.length) {
    const id = b.toString('latin1', pos, pos + 4);
    const size = b.readUInt32LE(pos + 4);
    const body = pos + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > b.length) return false;
      const channels = b.readUInt16LE(body + 2);
      const rate = b.readUInt32LE(body + 4);
      blockAlign = b.readUInt16LE(body + 12);
      if (!channels || !rate || !blockAlign) return false;
    }
    if (id === 'data') return blockAlign > 0 && Math.min(size, b.length - body) >= blockAlign;
    pos = body + size + (size % 2);
  }
  return false;
}

/** The first page is whole, its checksum right, and it opens an Opus or Vorbis stream. */
function isOgg(b: Buffer): boolean {
  if (b.length < 27 || b.toString('latin1', 0, 4) !== 'OggS') return false;
  const segments = b[26]!;
  let bodyLength = 0;
  for (let i = 0; i < segments; i++) bodyLength += b[27 + i] ?? 0;
  const end = 27 + segments + bodyLength;
  if (end > b.length) return false;
  const page = Buffer.from(b.subarray(0, end));
  const crc = page.readUInt32LE(22);
  page.writeUInt32LE(0, 22);
  if (oggCrc(page) !== crc) return false;
  const body = page.subarray(27 + segments);
  return body.toString('latin1', 0, 8) === 'OpusHead' || (body[0] === 1 && body.toString('latin1', 1, 7) === 'vorbis');
}

/** The first `seconds` of the recording in the same format, or null when no shorter cut exists. */
export function cutAudioPreview(bytes: Buffer, ext: AudioExt, seconds: number): Buffer | null {
  try {
    if (ext === 'wav') return cutWav(bytes, seconds);
    if (ext === 'mp3') return cutMp3(bytes, seconds);
    if (ext === 'ogg') return cutOgg(bytes, seconds);
  } catch {
    // A file the sniffer accepted but this reader cannot follow: no preview cut, keep the original.
    return null;
  }
  return null;
}

function cutWav(b: Buffer, seconds: number): Buffer | null {
  if (b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WAVE') return null;
  let pos = 12;
  let fmt: Buffer | null = null;
  while (pos + 8 <= b.length) {
    const id = b.toString('latin1', pos, pos + 4);
    const size = b.readUInt32LE(pos + 4);
    const body = pos + 8;
    if (id === 'fmt ') fmt = b.subarray(pos, body + size);
    if (id === 'data') {
      if (!fmt || fmt.length < 24) return null;
      const byteRate = fmt.readUInt32LE(16);
      const blockAlign = fmt.readUInt16LE(20) || 1;
      const available = Math.min(size, b.length - body);
      const keep = Math.floor((byteRate * seconds) / blockAlign) * blockAlign;
      if (keep <= 0 || keep >= available) return null;
      const header = Buffer.alloc(12);
      header.write('RIFF', 0, 'latin1');
      header.writeUInt32LE(4 + fmt.length + 8 + keep, 4);
      header.write('WAVE', 8, 'latin1');
      const dataHeader = Buffer.alloc(8);
      dataHeader.write('data', 0, 'latin1');
      dataHeader.writeUInt32LE(keep, 4);
      return Buffer.concat([header, fmt, dataHeader, b.subarray(body, body + keep)]);
    }
    pos = body + size + (size % 2);
  }
  return null;
}

const MP3_BITRATES: Record<string, number[]> = {
  // [version 1][layer] and [version 2/2.5][layer], kbit/s by index 1..14
  '1-1': [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The MPEG audio frame at `pos`: its length in bytes and duration, or null when none starts there. */
function mp3Frame(b: Buffer, pos: number): { length: number; seconds: number } | null {
  if (pos + 4 > b.length) return null;
  const h = b.readUInt32BE(pos);
  if ((h & 0xffe00000) >>> 0 !== 0xffe00000) return null;
  const versionBits = (h >>> 19) & 3;
  const layerBits = (h >>> 17) & 3;
  const bitrateIndex = (h >>> 12) & 15;
  const rateIndex = (h >>> 10) & 3;
  const padding = (h >>> 9) & 1;
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const layer = 4 - layerBits;
  const v1 = versionBits === 3;
  const bitrate = MP3_BITRATES[`${v1 ? 1 : 2}-${layer}`]![bitrateIndex - 1]! * 1000;
  const rate = MP3_RATES[versionBits]![rateIndex]!;
  const samples = layer === 1 ? 384 : layer === 3 && !v1 ? 576 : 1152;
  const length = layer === 1 ? Math.floor((12 * bitrate) / rate + padding) * 4 : Math.floor(((samples / 8) * bitrate) / rate) + padding;
  return length < 4 ? null : { length, seconds: samples / rate };
}

function cutMp3(b: Buffer, seconds: number): Buffer | null {
  let pos = id3End(b);
  let time = 0;
  for (let frame = mp3Frame(b, pos); frame && pos + frame.length <= b.length; frame = mp3Frame(b, pos)) {
    pos += frame.length;
    time += frame.seconds;
    if (time >= seconds) return pos < b.length ? b.subarray(0, pos) : null;
  }
  return null;
}

/** CRC-32 of Ogg pages: polynomial 0x04c11db7, not reflected, initial value 0. */
const OGG_CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

export function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ OGG_CRC_TABLE[((crc >>> 24) & 0xff) ^ byte]!) >>> 0;
  return crc >>> 0;
}

function cutOgg(b: Buffer, seconds: number): Buffer | null {
  let pos = 0;
  let rate = 0;
  let preSkip = 0;
  while (pos + 27 <= b.length) {
    if (b.toString('latin1', pos, pos + 4) !== 'OggS') return null;
    const segments = b[pos + 26]!;
    const headerLength = 27 + segments;
    let bodyLength = 0;
    for (let i = 0; i < segments; i++) bodyLength += b[pos + 27 + i]!;
    const end = pos + headerLength + bodyLength;
    if (end > b.length) return null;
    const body = b.subarray(pos + headerLength, end);
    if (rate === 0) {
      if (body.toString('latin1', 0, 8) === 'OpusHead') {
        rate = 48000;
        preSkip = body.readUInt16LE(10);
      } else if (body[0] === 1 && body.toString('latin1', 1, 7) === 'vorbis') {
        rate = body.readUInt32LE(12);
      } else return null;
    }
    const granule = Number(b.readBigInt64LE(pos + 6));
    if (granule > 0 && (granule - preSkip) / rate >= seconds) {
      if (end >= b.length) return null;
      const out = Buffer.from(b.subarray(0, end));
      out[pos + 5] = out[pos + 5]! | 0x04; // end of stream
      out.writeUInt32LE(0, pos + 22);
      out.writeUInt32LE(oggCrc(out.subarray(pos, end)), pos + 22);
      return out;
    }
    pos = end;
  }
  return null;
}
