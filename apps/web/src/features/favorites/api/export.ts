// GET /api/favorites/group/{id}/export?format=csv|anki: a file, not JSON, and it needs the Bearer
// header, so it is fetched here (not a plain link), then saved from a blob: URL under the name the
// server gives it.
import { currentLocale } from '../../../shared/i18n/locale-store';
import { dictionaryCode } from '../../../shared/i18n/locales';
import { sessionRefresher } from '../../../shared/session/session';
import { fileNameFromDisposition } from '../lib/file-name';
import type { FavoriteExportFormat } from '../types';

async function fetchExport(groupId: number, format: FavoriteExportFormat): Promise<Response> {
  const token = await sessionRefresher.accessToken();
  return fetch(`/api/favorites/group/${groupId}/export?format=${format}`, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), local: dictionaryCode(currentLocale()) },
  });
}

export async function downloadExport(groupId: number, format: FavoriteExportFormat, folderName: string): Promise<void> {
  let response = await fetchExport(groupId, format);
  // The token expired on the way: once more with a fresh one.
  if (response.status === 401 && (await sessionRefresher.refresh())) response = await fetchExport(groupId, format);
  if (!response.ok) throw new Error(`Export failed with status ${response.status}`);
  const blob = await response.blob();
  const name =
    fileNameFromDisposition(response.headers.get('content-disposition')) ??
    `${folderName}.${format === 'csv' ? 'csv' : 'txt'}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
