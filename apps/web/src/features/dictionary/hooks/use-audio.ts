// One audio element for the whole dictionary: starting a recording stops the one playing.
// State per source ('loading' until the browser starts playing, 'playing', then back to 'idle'),
// so buttons can show it and tests can wait for it.
import { create } from 'zustand';
import { onSessionEnded } from '../../../shared/session/events';
import { sessionRefresher } from '../../../shared/session/session';

export type AudioPlayState = 'idle' | 'loading' | 'playing' | 'error';

interface AudioState {
  src: string | null;
  state: AudioPlayState;
}

const useAudioStore = create<AudioState>()(() => ({ src: null, state: 'idle' }));

let element: HTMLAudioElement | null = null;

function audioElement(): HTMLAudioElement {
  if (element) return element;
  element = new Audio();
  element.preload = 'auto';
  const set = (state: AudioPlayState) => useAudioStore.setState({ state });
  element.addEventListener('playing', () => set('playing'));
  element.addEventListener('ended', () => set('idle'));
  element.addEventListener('pause', () => {
    if (useAudioStore.getState().state === 'playing') set('idle');
  });
  element.addEventListener('error', () => set('error'));
  return element;
}

/** Recordings fetched with the user's token, as blob: URLs (a few kept for replays). */
const authorized = new Map<string, string>();

// Someone else may use this tab next: their recordings are not kept.
onSessionEnded(() => {
  authorized.forEach((url) => URL.revokeObjectURL(url));
  authorized.clear();
});

/**
 * What the audio element plays. A recording still under review is served only to its author and
 * moderators, and an <audio> request carries no token: for a signed-in user, /api files are fetched
 * with it and played from a blob: URL (the CSP allows media from blob:).
 */
async function playableSource(src: string): Promise<string> {
  if (!src.startsWith('/api/')) return src;
  const token = await sessionRefresher.accessToken();
  if (!token) return src;
  const cached = authorized.get(src);
  if (cached) return cached;
  const response = await fetch(src, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`audio ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  authorized.set(src, url);
  if (authorized.size > 20) {
    const [oldest, oldUrl] = authorized.entries().next().value!;
    authorized.delete(oldest);
    URL.revokeObjectURL(oldUrl);
  }
  return url;
}

/** Plays `src` (stopping anything else). Resolves false when the browser refused or failed. */
export async function playAudio(src: string): Promise<boolean> {
  const audio = audioElement();
  audio.pause();
  useAudioStore.setState({ src, state: 'loading' });
  try {
    const source = await playableSource(src);
    // Another recording was started meanwhile.
    if (useAudioStore.getState().src !== src) return false;
    if (audio.getAttribute('src') !== source) audio.src = source;
    audio.currentTime = 0;
    await audio.play();
    return true;
  } catch (err) {
    // Autoplay refused (no user gesture yet) is not an error worth showing; a broken file is.
    const refused = err instanceof DOMException && err.name === 'NotAllowedError';
    useAudioStore.setState({ state: refused ? 'idle' : 'error' });
    return false;
  }
}

export function stopAudio(): void {
  element?.pause();
  useAudioStore.setState({ state: 'idle' });
}

/** The play state of `src` ('idle' while another source plays). */
export function useAudioState(src: string | null): AudioPlayState {
  return useAudioStore((s) => (src !== null && s.src === src ? s.state : 'idle'));
}
