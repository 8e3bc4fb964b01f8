// The public URL of a stored avatar file: one rule for every module that shows a user.
export function avatarUrl(file: string | null): string | null {
  return file ? `/uploads/avatars/${file}` : null;
}
