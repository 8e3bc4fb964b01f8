// The file name of a download from its Content-Disposition header: the RFC 5987 UTF-8 name
// (filename*=UTF-8''...) when present, else the plain one.
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return sanitize(decodeURIComponent(star[2]!.trim()));
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return sanitize((plain[2] ?? plain[1]!).replace(/\\(.)/g, '$1').trim());
}

/** No path separators or control characters in a saved file's name. */
function sanitize(name: string): string | null {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = name.replace(/[/\\\u0000-\u001f\u007f]/g, '_').trim();
  return clean === '' ? null : clean;
}
