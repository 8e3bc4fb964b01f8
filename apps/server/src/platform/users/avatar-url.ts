// The public URLs of a stored avatar: one rule for every module that shows a user. An upload is kept
// as three WebP files sharing a random name: `<name>.webp` (avatar), `<name>_m.webp` (medium_avatar)
// and `<name>_s.webp` (mini_avatar); the users row keeps the first.
const BASE = '/api/avatars/';

/** The three files of an avatar (older single-file values are their own three sizes). */
export function avatarFiles(file: string): { avatar: string; medium: string; mini: string } {
  const m = /^(.+)\.webp$/.exec(file);
  if (!m) return { avatar: file, medium: file, mini: file };
  return { avatar: file, medium: `${m[1]}_m.webp`, mini: `${m[1]}_s.webp` };
}

export function avatarUrl(file: string | null): string | null {
  return file ? `${BASE}${file}` : null;
}

/** avatar, medium_avatar and mini_avatar of a profile-shaped answer. */
export function avatarUrls(file: string | null): { avatar: string | null; medium_avatar: string | null; mini_avatar: string | null } {
  if (!file) return { avatar: null, medium_avatar: null, mini_avatar: null };
  const f = avatarFiles(file);
  return { avatar: BASE + f.avatar, medium_avatar: BASE + f.medium, mini_avatar: BASE + f.mini };
}
