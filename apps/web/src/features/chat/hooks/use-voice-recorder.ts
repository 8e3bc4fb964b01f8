// Recording a voice message with MediaRecorder (Opus in WebM or Ogg where the browser has it). The
// microphone is released as soon as recording ends; a recording stops by itself at the time limit
// (about 5 MB of Opus, the server's cap, is far beyond it).
import { useCallback, useEffect, useRef, useState } from 'react';

export type VoiceError = 'unsupported' | 'denied' | 'no_microphone' | 'failed';

const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4'];
export const VOICE_MAX_SECONDS = 300;

export function voiceSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

function errorOf(error: unknown): VoiceError {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no_microphone';
  return 'failed';
}

export function useVoiceRecorder() {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<VoiceError | null>(null);
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

  useEffect(
    () => () => {
      keep.current = false;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [release],
  );

  /** Starts recording; resolves the recording when stopped (null when cancelled or failed). */
  const start = useCallback((): Promise<Blob | null> => {
    setError(null);
    if (!voiceSupported()) {
      setError('unsupported');
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      done.current = resolve;
      navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } }).then(
        (media) => {
          stream.current = media;
          const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
          const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
          const chunks: Blob[] = [];
          rec.ondataavailable = (event) => {
            if (event.data.size > 0) chunks.push(event.data);
          };
          rec.onstop = () => {
            release();
            setRecording(false);
            const blob = new Blob(chunks, { type: rec.mimeType || mimeType || 'audio/webm' });
            done.current?.(keep.current && blob.size > 0 ? blob : null);
            done.current = null;
          };
          recorder.current = rec;
          keep.current = true;
          rec.start(250);
          setSeconds(0);
          setRecording(true);
          const started = Date.now();
          timer.current = setInterval(() => {
            const elapsed = Math.floor((Date.now() - started) / 1000);
            setSeconds(elapsed);
            if (elapsed >= VOICE_MAX_SECONDS && rec.state === 'recording') rec.stop();
          }, 250);
        },
        (err: unknown) => {
          release();
          setError(errorOf(err));
          resolve(null);
        },
      );
    });
  }, [release]);

  /** Stops and keeps the recording. */
  const stop = useCallback(() => {
    keep.current = true;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  /** Stops and throws the recording away. */
  const cancel = useCallback(() => {
    keep.current = false;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  return { recording, seconds, error, start, stop, cancel, clearError: () => setError(null) };
}
