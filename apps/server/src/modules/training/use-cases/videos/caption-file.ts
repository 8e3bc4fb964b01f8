// Caption files (WebVTT or SRT) -> plain segments in milliseconds. Parsed by webvtt-parser (W3C's
// webvtt.js, the reference WebVTT parser, which reports errors with their line); an SRT file is
// read as WebVTT after its timestamps' decimal comma becomes a point (the only difference the
// parser cares about). Validated as issue 14 asks: a broken file, times that go backwards or
// overlap, too many segments are refused with the line or cue; segments beyond the video's
// duration are dropped and one crossing the end is cut (community.md §9). Markup (<b>, <v Bob>,
// {\an8}) is removed and entities decoded: segments are plain text, so nothing in them is ever
// markup again.
import { decodeHTML } from 'entities';
import webvtt from 'webvtt-parser';
import { CommonErrorCode, VIDEO_LIMITS as V, VideoErrorCode as E } from '@glossa/contract';
import { AppError } from '../../../../platform/errors';

export interface CaptionSegmentInput {
  start: number;
  end: number;
  text: string;
}

export type CaptionFormat = 'vtt' | 'srt';

const invalid = (message: string, payload: Record<string, unknown>) => new AppError(E.CAPTIONS_INVALID, 400, message, 'captions', payload);

const SRT_TIMING = /^\s*-?\d+:\d{2}:\d{2}[,.]\d{1,3}\s*-->\s*-?\d+:\d{2}:\d{2}[,.]\d{1,3}/;

/** Which format a caption file is in; null when it is neither. */
export function captionFormat(text: string): CaptionFormat | null {
  if (/^WEBVTT(?:[ \t\n]|$)/.test(text)) return 'vtt';
  return text.split('\n', 4).some((l) => SRT_TIMING.test(l)) ? 'srt' : null;
}

/** SRT as WebVTT text: a signature, and `00:00:01,000` -> `00:00:01.000` on timing lines only. */
function srtAsVtt(text: string): string {
  const lines = text.split('\n').map((l) => (l.includes('-->') ? l.replace(/(\d),(\d{1,3})/g, '$1.$2') : l));
  return `WEBVTT\n\n${lines.join('\n')}`;
}

/** A cue's text as plain lines: tags and {\ass} overrides removed, entities decoded, blank lines dropped. */
export function plainCueText(raw: string): string {
  return raw
    .split('\n')
    .map((l) => decodeHTML(l.replace(/\{\\[^}]*\}/g, '').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23);

// Errors about cue settings and style blocks change neither the text nor the times: tolerated. A cue
// ending before it starts is reported below, by cue, in clearer words.
const TOLERATED =
  /^(Alignment|Duplicate setting|Invalid setting|Line alignment|Line position|No value for setting|Position alignment|Size|Text position|Writing direction|Style blocks|End timestamp is not greater)/;

/** Parses and validates a caption file against a video of `durationMs`. */
export function parseCaptionFile(input: string, durationMs: number): CaptionSegmentInput[] {
  if (Buffer.byteLength(input, 'utf8') > V.captionFileMaxBytes) {
    throw new AppError(CommonErrorCode.PAYLOAD_TOO_LARGE, 413, `A caption file may have at most ${V.captionFileMaxBytes} bytes`, 'captions');
  }
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const format = captionFormat(text);
  if (!format) throw invalid('Send a WebVTT or SRT caption file', { line: 1 });
  const shift = format === 'srt' ? 2 : 0;
  const parsed = new webvtt.WebVTTParser().parse(format === 'srt' ? srtAsVtt(text) : text, 'metadata');
  const fatal = parsed.errors.find((e) => !TOLERATED.test(e.message));
  if (fatal) throw invalid(`Line ${Math.max(1, fatal.line - shift)}: ${fatal.message}`, { line: Math.max(1, fatal.line - shift) });
  if (parsed.cues.length > V.captionSegmentsMax) {
    throw new AppError(E.CAPTIONS_TOO_MANY_SEGMENTS, 400, `A caption file may have at most ${V.captionSegmentsMax} segments`, 'captions', { segments: parsed.cues.length });
  }
  const segments: CaptionSegmentInput[] = [];
  let previousEnd = 0;
  parsed.cues.forEach((cue, i) => {
    const start = Math.round(cue.startTime * 1000);
    const end = Math.round(cue.endTime * 1000);
    if (!(start >= 0 && end > start)) throw invalid(`Cue ${i + 1} ends before it starts`, { cue: i + 1 });
    if (start < previousEnd) throw invalid(`Cue ${i + 1} starts at ${clock(start)}, before cue ${i} ends (${clock(previousEnd)})`, { cue: i + 1 });
    previousEnd = end;
    const plain = plainCueText(cue.text);
    if (plain.length > V.captionTextMax) throw invalid(`Cue ${i + 1} is longer than ${V.captionTextMax} characters`, { cue: i + 1 });
    // Beyond the video: dropped; crossing its end: cut there (community.md §9).
    if (plain && start < durationMs) segments.push({ start, end: Math.min(end, durationMs), text: plain });
  });
  if (!segments.length) throw invalid('No caption falls within the video', { line: 1 });
  return segments;
}
