import { useEffect, useState } from 'react';

/**
 * False until the browser is idle after the first render (or 1 s has passed): parts of a page that
 * are not needed to show its content mount then, so their code loads after the content.
 */
export function useIdle(timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), Math.min(timeoutMs, 200));
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
