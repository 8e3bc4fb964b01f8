// Recording from the microphone with MediaRecorder: start, stop (or the time limit), the result as a
// Blob. Tracks are released as soon as recording ends so the browser's mic indicator goes off.
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderError = 'unsupported' | 'denied' | 'no_microphone' | 'failed';

const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'];

export function preferredMimeType(isSupported: (type: string) => boolean): string | undefined {
  return TYPES.find((type) => isSupported(type));
}

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
  const resolveResult = useRef<((blob: Blob | null) => void) | null>(null);

  const release = useCallback(() => {
    clearInterval(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [release],
  );

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  /** Records until stop() or the time limit; resolves the recording (null on failure). */
  const start = useCallback((): Promise<Blob | null> => {
    setError(null);
    if (!recorderSupported()) {
      setError('unsupported');
      return Promise.resolve(null);
    }
    setState('starting');
    return new Promise<Blob | null>((resolve) => {
      resolveResult.current = resolve;
      navigator.mediaDevices
        .getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } })
        .then((media) => {
          stream.current = media;
          const mimeType = preferredMimeType((type) => MediaRecorder.isTypeSupported(type));
          const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
          const chunks: Blob[] = [];
          rec.ondataavailable = (event) => {
            if (event.data.size > 0) chunks.push(event.data);
          };
          rec.onstop = () => {
            release();
            setState('idle');
            const blob = new Blob(chunks, { type: rec.mimeType || mimeType || 'audio/webm' });
            resolveResult.current?.(blob.size > 0 ? blob : null);
            resolveResult.current = null;
          };
          recorder.current = rec;
          rec.start();
          setSeconds(0);
          setState('recording');
          const began = Date.now();
          timer.current = setInterval(() => {
            const elapsed = Math.floor((Date.now() - began) / 1000);
            setSeconds(elapsed);
            if (elapsed >= maxSeconds) rec.stop();
          }, 250);
        })
        .catch((err: unknown) => {
          release();
          setState('idle');
          setError(errorOf(err));
          resolve(null);
        });
    });
  }, [maxSeconds, release]);

  return { state, seconds, error, start, stop };
}
