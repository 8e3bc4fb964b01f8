// The captions that follow playback: pages fetched around the player's time (lib/caption-window),
// a fresh page after a seek, the next one before the loaded run ends.
import { useEffect, useRef, useState } from 'react';
import { getCaptions } from '../api/videos';
import { EMPTY_WINDOW, mergePage, neededFetch, segmentAt, type CaptionWindow } from '../lib/caption-window';

export function useCaptions(uuid: string, lang: string | null, timeMs: number) {
  const [win, setWin] = useState<CaptionWindow>(EMPTY_WINDOW);
  const loading = useRef<string | null>(null);

  useEffect(() => {
    setWin(EMPTY_WINDOW);
    loading.current = null;
  }, [uuid, lang]);

  useEffect(() => {
    if (!lang) return;
    const need = neededFetch(win, timeMs);
    if (!need) return;
    const key = `${need.kind}:${need.at}`;
    if (loading.current === key) return;
    loading.current = key;
    const controller = new AbortController();
    getCaptions(uuid, lang, need.at, controller.signal)
      .then((page) => setWin((w) => mergePage(w, need.kind, need.at, page)))
      .catch(() => undefined)
      .finally(() => {
        if (loading.current === key) loading.current = null;
      });
  }, [uuid, lang, timeMs, win]);

  return { segments: win.segments, current: segmentAt(win.segments, timeMs) };
}
