// community.md §4: at most 3 push messages at once. A new one pushes the oldest out.
import type { Notification } from '@glossa/contract';

export function addToast(current: Notification[], next: Notification, max: number): Notification[] {
  return [...current.filter((n) => n.uuid !== next.uuid), next].slice(-max);
}
