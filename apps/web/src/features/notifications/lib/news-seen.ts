// What the browser remembers of the news (community.md §4 News and version): the newest news id it
// has shown (unread-news dot) and the web version whose news it has shown (the popup).
const SEEN_ID_KEY = 'glossa-news-seen-id';
const SEEN_VERSION_KEY = 'glossa-news-version';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the dot and the popup simply come back next time.
  }
}

export const seenNewsId = (): number => Number(read(SEEN_ID_KEY) ?? 0) || 0;
export const markNewsSeen = (id: number | null) => {
  if (id !== null && id > seenNewsId()) write(SEEN_ID_KEY, String(id));
};
export const seenNewsVersion = (): string | null => read(SEEN_VERSION_KEY);
export const markNewsVersionSeen = (version: string) => write(SEEN_VERSION_KEY, version);
