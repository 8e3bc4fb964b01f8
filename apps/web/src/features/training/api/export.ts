// GET /education/selections/{uuid}/export?format=anki|csv: a file that needs the Bearer header (a
// private compilation, the viewer's own recordings), so it is fetched and saved from a blob: URL.
import { sessionRefresher } from '../../../shared/session/session';

const fetchExport = async (uuid: string, format: 'anki' | 'csv') => {
  const token = await sessionRefresher.accessToken();
  return fetch(`/api/education/selections/${uuid}/export?format=${format}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
};

export async function downloadSelection(uuid: string, format: 'anki' | 'csv', name: string): Promise<void> {
  let response = await fetchExport(uuid, format);
  if (response.status === 401 && (await sessionRefresher.refresh())) response = await fetchExport(uuid, format);
  if (!response.ok) throw new Error(`Export failed with status ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[\\/:*?"<>|]/g, '_')}.${format === 'csv' ? 'csv' : 'txt'}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
