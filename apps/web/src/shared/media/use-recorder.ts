// Recording from the microphone with MediaRecorder (Opus in WebM or Ogg where the browser has it):
// start, then stop (keep), cancel (throw away) or the time limit; the result as a Blob. The
// microphone is released as soon as recording ends so the browser's mic indicator goes off; leaving
// the screen while recording throws the recording away. Chat voice messages and audio contributions
// use it (and whatever records next).
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderError = 'unsupported' | 'denied' | 'no_microphone' | 'failed';

const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'];
/** How often recorded data is handed over (ms). */
const TIMESLICE = 250;

export function recorderSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

function errorOf(error: unknown): RecorderError {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no_microphone';
  return 'failed';
}

export function useRecorder(maxSeconds: number) {
  const [state, setState] = useState<'idle' | 'starting' | 'recording'>('idle');
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<RecorderError | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const keep = useRef(true);
  const done = useRef<((blob: Blob | null) => void) | null>(null);

  const release = useCallback(() => {
    clearInterval(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  const end = useCallback((keepIt: boolean) => {
    keep.current = keepIt;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  useEffect(
    () => () => {
      end(false);
      release();
    },
    [end, release],
  );

  /** Records until stop(), cancel() or the time limit; resolves the recording (null when cancelled or failed). */
  const start = useCallback((): Promise<Blob | null> => {
    setError(null);
    if (!recorderSupported()) {
      setError('unsupported');
      return Promise.resolve(null);
    }
    setState('starting');
    return new Promise<Blob | null>((resolve) => {
      done.current = resolve;
      navigator.mediaDevices
        .getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } })
        .then((media) => {
          stream.current = media;
          const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
          const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
          const chunks: Blob[] = [];
          rec.ondataavailable = (event) => {
            if (event.data.size > 0) chunks.push(event.data);
          };
          rec.onstop = () => {
            release();
            setState('idle');
            const blob = new Blob(chunks, { type: rec.mimeType || mimeType || 'audio/webm' });
            done.current?.(keep.current && blob.size > 0 ? blob : null);
            done.current = null;
          };
          recorder.current = rec;
          keep.current = true;
          rec.start(TIMESLICE);
          setSeconds(0);
          setState('recording');
          const began = Date.now();
          timer.current = setInterval(() => {
            const elapsed = Math.floor((Date.now() - began) / 1000);
            setSeconds(elapsed);
            if (elapsed >= maxSeconds) end(true);
          }, 250);
        })
        .catch((err: unknown) => {
          release();
          setState('idle');
          setError(errorOf(err));
          resolve(null);
        });
    });
  }, [end, maxSeconds, release]);

  return {
    state,
    recording: state === 'recording',
    seconds,
    error,
    start,
    /** Stops and keeps the recording. */
    stop: useCallback(() => end(true), [end]),
    /** Stops and throws the recording away. */
    cancel: useCallback(() => end(false), [end]),
    clearError: useCallback(() => setError(null), []),
  };
}
