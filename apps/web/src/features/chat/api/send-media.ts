// POST /chat-api/chat/{id}/messages/image and /audio (multipart: client_message_id, file): only
// between friends (403 CHAT_MEDIA_FRIENDS_ONLY otherwise). XMLHttpRequest rather than the fetch
// client: it reports upload progress, and a 10 MB photo on a slow link needs longer than the
// client's 5 s timeout. Same ApiError as the client; a 401 refreshes the token once and sends again;
// a resend carries the same client_message_id, so it never makes a second message.
import type { Message } from '@glossa/contract';
import { ApiError } from '../../../shared/api';
import { errorFromBody } from '../../../shared/api/errors';
import { sessionRefresher } from '../../../shared/session/session';

export type MediaKind = 'image' | 'audio';

/** A file name whose extension matches the recording (the server sniffs the bytes anyway). */
export function voiceFileName(type: string): string {
  if (type.includes('ogg')) return 'voice.ogg';
  if (type.includes('mp4') || type.includes('m4a') || type.includes('aac')) return 'voice.m4a';
  if (type.includes('mpeg') || type.includes('mp3')) return 'voice.mp3';
  if (type.includes('wav')) return 'voice.wav';
  return 'voice.webm';
}

function post(url: string, form: FormData, token: string | null, onProgress: (f: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'network', code: 'NETWORK_ERROR', method: 'POST', url }));
    xhr.send(form);
  });
}

export async function sendMedia(
  chatId: number,
  kind: MediaKind,
  file: Blob,
  options: { clientMessageId: string; fileName: string; onProgress?(fraction: number): void },
): Promise<Message> {
  const url = `/chat-api/chat/${chatId}/messages/${kind}`;
  const form = () => {
    const data = new FormData();
    data.append('client_message_id', options.clientMessageId);
    data.append('file', file, options.fileName);
    return data;
  };
  const progress = options.onProgress ?? (() => undefined);
  let answer = await post(url, form(), await sessionRefresher.accessToken(), progress);
  if (answer.status === 401 && (await sessionRefresher.refresh())) {
    progress(0);
    answer = await post(url, form(), await sessionRefresher.accessToken(), progress);
  }
  if (answer.status >= 200 && answer.status < 300) return (answer.body as { data: Message }).data;
  throw errorFromBody(answer.body, answer.status, 'POST', url);
}
