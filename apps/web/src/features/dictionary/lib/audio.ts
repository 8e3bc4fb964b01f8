import type { Audio } from '@glossa/contract';

/**
 * Where an audio file is served: the contributions module stores recordings under random names and
 * serves them at /api/audios/<name>. A name that is already a URL or an absolute path (imports that
 * point elsewhere) is used as it is.
 */
export function audioSrc(audio: Pick<Audio, 'actual_file_name'>): string {
  const name = audio.actual_file_name;
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/')) return name;
  return `/api/audios/${encodeURIComponent(name)}`;
}
