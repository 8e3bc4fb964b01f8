// Caption files written here: WebVTT and SRT, markup made plain, and every kind of broken or
// hostile file the parser must refuse (with the line or cue) or tame (segments beyond the video).
import { describe, expect, it } from 'vitest';
import { VIDEO_LIMITS } from '@glossa/contract';
import { AppError } from '../../../../platform/errors';
import { captionFormat, parseCaptionFile, plainCueText } from './caption-file';

const MIN = 60_000;
const refusal = (text: string, duration = MIN) => {
  try {
    parseCaptionFile(text, duration);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    return { code: e.code, status: e.status, message: e.message, payload: e.payload };
  }
  throw new Error('expected a refusal');
};
const vttTime = (ms: number) => new Date(ms).toISOString().slice(11, 23);

describe('formats', () => {
  it('reads WebVTT with identifiers, settings, a BOM and CRLF line ends', () => {
    const text = '\uFEFFWEBVTT - demo\r\n\r\nNOTE a comment\r\n\r\n1\r\n00:00:01.000 --> 00:00:02.500 align:start line:0\r\nThe dog sleeps.\r\n\r\n00:03.000 --> 00:04.000\r\nTwo\r\nlines\r\n';
    expect(parseCaptionFile(text, MIN)).toEqual([
      { start: 1000, end: 2500, text: 'The dog sleeps.' },
      { start: 3000, end: 4000, text: 'Two\nlines' },
    ]);
  });

  it('reads SRT (decimal comma, numbered cues)', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nHello\n\n2\n00:00:02,500 --> 00:00:04,250\n<i>world</i>\n';
    expect(captionFormat(srt)).toBe('srt');
    expect(parseCaptionFile(srt, MIN)).toEqual([
      { start: 1000, end: 2000, text: 'Hello' },
      { start: 2500, end: 4250, text: 'world' },
    ]);
  });

  it('refuses text that is neither', () => {
    expect(refusal('just some text\nand more')).toMatchObject({ code: 'CAPTIONS_INVALID', status: 400 });
    expect(refusal('')).toMatchObject({ code: 'CAPTIONS_INVALID' });
    expect(refusal('\u0000\u0001binary')).toMatchObject({ code: 'CAPTIONS_INVALID' });
  });
});

describe('markup is made inert', () => {
  it('drops tags, voice spans and {\\an8} overrides, decodes entities, keeps the words', () => {
    expect(plainCueText('<v Bob><b>Hello</b> &amp; <script>alert(1)</script> {\\an8}<font color="red">world</font>')).toBe('Hello & alert(1) world');
    expect(plainCueText('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    const [s] = parseCaptionFile('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<c.yellow>a</c> <i>b</i>\n', MIN);
    expect(s!.text).toBe('a b');
  });

  it('drops a cue that is only markup', () => {
    expect(parseCaptionFile('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<b></b>\n\n00:00:03.000 --> 00:00:04.000\nword\n', MIN)).toHaveLength(1);
  });
});

describe('times', () => {
  it('refuses negative times with the line', () => {
    expect(refusal('WEBVTT\n\n-00:00:01.000 --> 00:00:02.000\nneg\n')).toMatchObject({ code: 'CAPTIONS_INVALID', payload: { line: 3 } });
    expect(refusal('1\n-00:00:01,000 --> 00:00:02,000\nneg\n')).toMatchObject({ code: 'CAPTIONS_INVALID', payload: { line: 2 } });
  });

  it('refuses a cue that ends before it starts', () => {
    expect(refusal('WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nback\n')).toMatchObject({ code: 'CAPTIONS_INVALID', payload: { cue: 1 } });
  });

  it('refuses overlapping and unordered cues, naming the cue', () => {
    const overlap = refusal('WEBVTT\n\n00:00:01.000 --> 00:00:03.000\na\n\n00:00:02.000 --> 00:00:04.000\nb\n');
    expect(overlap).toMatchObject({ code: 'CAPTIONS_INVALID', payload: { cue: 2 } });
    expect(overlap.message).toContain('00:00:02.000');
    expect(refusal('WEBVTT\n\n00:00:05.000 --> 00:00:06.000\na\n\n00:00:01.000 --> 00:00:02.000\nb\n')).toMatchObject({ payload: { line: 6 } });
  });

  it('refuses broken timestamps (minutes over 59, missing arrow)', () => {
    expect(refusal('WEBVTT\n\n00:61:00.000 --> 00:62:00.000\nx\n')).toMatchObject({ code: 'CAPTIONS_INVALID' });
    expect(refusal('WEBVTT\n\n1\n00:00:01.000 00:00:02.000\nx\n')).toMatchObject({ code: 'CAPTIONS_INVALID' });
  });

  it('drops segments beyond the duration and cuts the one crossing it (community.md §9)', () => {
    const text = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\na\n\n00:00:09.000 --> 00:00:12.000\nb\n\n00:00:15.000 --> 00:00:16.000\nc\n';
    expect(parseCaptionFile(text, 10_000)).toEqual([
      { start: 1000, end: 2000, text: 'a' },
      { start: 9000, end: 10_000, text: 'b' },
    ]);
    expect(refusal('WEBVTT\n\n00:00:15.000 --> 00:00:16.000\nc\n', 10_000)).toMatchObject({ code: 'CAPTIONS_INVALID' });
  });
});

describe('size', () => {
  it('refuses more segments than a track may have', () => {
    const cues = Array.from({ length: VIDEO_LIMITS.captionSegmentsMax + 1 }, (_, i) => `${vttTime(i * 10)} --> ${vttTime(i * 10 + 5)}\nw`).join('\n\n');
    expect(refusal(`WEBVTT\n\n${cues}\n`, 10 * 3600_000)).toMatchObject({ code: 'CAPTIONS_TOO_MANY_SEGMENTS', status: 400 });
  });

  it('refuses a file over the byte cap with 413 (100,000 segments)', () => {
    const cues = Array.from({ length: 100_000 }, (_, i) => `${vttTime(i * 100)} --> ${vttTime(i * 100 + 50)}\nw${i}`).join('\n\n');
    expect(refusal(`WEBVTT\n\n${cues}\n`, 24 * 3600_000)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
  });

  it('refuses a cue longer than the text cap', () => {
    expect(refusal(`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'x'.repeat(VIDEO_LIMITS.captionTextMax + 1)}\n`)).toMatchObject({ code: 'CAPTIONS_INVALID', payload: { cue: 1 } });
  });
});
