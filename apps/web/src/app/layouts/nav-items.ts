import type { ComponentType } from 'react';
import {
  IconBook2,
  IconHome2,
  IconListCheck,
  IconMessageCircle2,
  IconSchool,
  IconStar,
  type IconProps,
} from '@tabler/icons-react';
import { ChatNavBadge, type BadgePlace } from '../../shared/realtime/ChatNavBadge';

export interface NavItem {
  /** Path without locale prefix. */
  path: string;
  /** Key in common.json `nav`. */
  labelKey: string;
  icon: ComponentType<IconProps>;
  /** Drawn over the icon (the chat's unread badge). */
  badge?: ComponentType<{ place: BadgePlace }>;
}

/** Main sections (core.md §2): each route is filled by its feature. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/dictionary', labelKey: 'nav.dictionary', icon: IconBook2 },
  { path: '/favorites', labelKey: 'nav.favorites', icon: IconStar },
  { path: '/chat', labelKey: 'nav.chat', icon: IconMessageCircle2, badge: ChatNavBadge },
  { path: '/training', labelKey: 'nav.training', icon: IconSchool },
  { path: '/tasks', labelKey: 'nav.tasks', icon: IconListCheck },
];

export const FEED_ITEM: NavItem = { path: '/feed', labelKey: 'nav.feed', icon: IconHome2 };

/** Bottom navigation on mobile: feed, the first three sections, then the menu. */
export const MOBILE_ITEMS: NavItem[] = [FEED_ITEM, ...NAV_ITEMS.slice(0, 3)];

/** Footer and menu links to the static pages. */
export const INFO_LINKS = [
  { path: '/about', labelKey: 'footer.about' },
  { path: '/community-guidelines', labelKey: 'footer.guidelines' },
  { path: '/privacy', labelKey: 'footer.privacy' },
  { path: '/terms', labelKey: 'footer.terms' },
  { path: '/support', labelKey: 'footer.support' },
];
