// The parts of webvtt-parser (W3C's webvtt.js, CC0) the caption parser uses; the package ships no types.
declare module 'webvtt-parser' {
  export interface WebVTTCue {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
  }
  export interface WebVTTError {
    message: string;
    line: number;
    col?: number;
  }
  export class WebVTTParser {
    parse(input: string, mode?: 'metadata' | 'subtitles' | 'chapters'): { cues: WebVTTCue[]; errors: WebVTTError[]; time: number };
  }
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
