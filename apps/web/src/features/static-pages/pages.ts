/** Static pages; their texts are in locales/<lng>/static.json under the same keys. */
export const STATIC_PAGES = ['about', 'privacy', 'terms', 'community-guidelines', 'support'] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];
