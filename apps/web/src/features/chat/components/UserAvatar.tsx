import '@mantine/core/styles/Avatar.css';
import { Avatar, type MantineSize } from '@mantine/core';

/** A user's picture, or initials on a colour derived from the name. */
export function UserAvatar({ name, src, size = 'md' }: { name: string | null; src: string | null; size?: MantineSize | number }) {
  return <Avatar src={src} name={name ?? '?'} color="initials" size={size} radius="xl" alt="" />;
}
