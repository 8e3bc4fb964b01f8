// POST /api/words/{wordId}/audios and /api/sentences/{sentenceId}/audios (multipart, one `file`
// part). XMLHttpRequest rather than the fetch client: it reports upload progress, and a recording on a
// slow link may need longer than the client's 5 s timeout. Same headers and the same ApiError as
// the client; a 401 refreshes the token once and sends again.
import type { ContributedAudio, Rating } from '@glossa/contract';
import { ApiError } from '../../../shared/api';
import { errorFromBody } from '../../../shared/api/errors';
import { currentLocale } from '../../../shared/i18n/locale-store';
import { dictionaryCode } from '../../../shared/i18n/locales';
import { sessionRefresher } from '../../../shared/session/session';

export type AudioOwner = 'word' | 'sentence';
export type AudioAnswer = { data: ContributedAudio; rating: Rating };

export function audioUploadPath(owner: AudioOwner, ownerId: number, replaceAudioId?: number): string {
  const base = owner === 'word' ? `/api/words/${ownerId}/audios` : `/api/sentences/${ownerId}/audios`;
  return replaceAudioId ? `${base}/${replaceAudioId}` : base;
}

/** File name with an extension the server's sniffing agrees with (it reads the bytes anyway). */
export function recordingFileName(type: string): string {
  if (type.includes('ogg')) return 'recording.ogg';
  if (type.includes('mp4') || type.includes('m4a') || type.includes('aac')) return 'recording.m4a';
  if (type.includes('mpeg') || type.includes('mp3')) return 'recording.mp3';
  if (type.includes('wav')) return 'recording.wav';
  return 'recording.webm';
}

function send(
  url: string,
  file: Blob,
  fileName: string,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('local', dictionaryCode(currentLocale()));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'network', code: 'NETWORK_ERROR', method: 'POST', url }));
    xhr.onabort = () => reject(new ApiError({ kind: 'cancelled', code: 'CANCELLED', method: 'POST', url }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, fileName);
    xhr.send(form);
  });
}

export async function uploadAudio(
  owner: AudioOwner,
  ownerId: number,
  file: Blob,
  options: { fileName?: string; replaceAudioId?: number; url?: string; onProgress?(fraction: number): void; signal?: AbortSignal } = {},
): Promise<AudioAnswer> {
  const url = options.url ?? audioUploadPath(owner, ownerId, options.replaceAudioId);
  const fileName = options.fileName ?? recordingFileName(file.type);
  const progress = options.onProgress ?? (() => undefined);
  let answer = await send(url, file, fileName, await sessionRefresher.accessToken(), progress, options.signal);
  if (answer.status === 401 && (await sessionRefresher.refresh())) {
    progress(0);
    answer = await send(url, file, fileName, await sessionRefresher.accessToken(), progress, options.signal);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as AudioAnswer;
  throw errorFromBody(answer.body, answer.status, 'POST', url);
}
