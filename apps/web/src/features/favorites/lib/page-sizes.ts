import { LIMITS } from '@glossa/contract/constants';

/** core.md §9: 10 items a page, 15 folders a page, 20 when searching folders; the server's maximum. */
export const FAVORITES_PAGE_SIZES = {
  items: LIMITS.favoritesPage,
  groups: LIMITS.favoriteGroupsPage,
  groupsSearch: LIMITS.favoriteGroupsSearchPage,
  max: 100,
} as const;
