import '@mantine/core/styles/Avatar.css';
import { Avatar } from '@mantine/core';
import classes from './ProfileAvatar.module.css';

/** Avatar with the role ring and the Plus ring; initials without a picture. */
export function ProfileAvatar({
  src,
  nickname,
  role,
  premium,
  size,
  testId,
}: {
  src: string | null;
  nickname: string | null;
  role: 'user' | 'moderator' | 'admin';
  premium: boolean;
  size: number;
  testId?: string;
}) {
  return (
    <span className={classes.ring} data-plus={premium || undefined} data-testid={testId}>
      <span className={classes.inner} data-role={role}>
        {/* The picture says who it is: its alt text is the nickname (issue 38). */}
        <Avatar src={src ?? undefined} alt={nickname ?? ''} size={size} radius={999} color="brand" variant="filled" fz={Math.round(size / 2.8)}>
          {(nickname ?? '?').slice(0, 2).toUpperCase()}
        </Avatar>
      </span>
    </span>
  );
}
