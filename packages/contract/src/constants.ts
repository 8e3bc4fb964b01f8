/** Business constants of the spec (core.md §9, community.md §9). Server and web read them from here. */
export const LIMITS = {
  translationsPage: 10,
  sentences: { initial: 15, step: 5, max: 100 },
  tooltips: 6,
  favoritesPage: 10,
  favoriteGroupsPage: 15,
  favoriteGroupsSearchPage: 20,
  queryHistoryMax: 200,
  recentLanguagesMax: 5,
  vocabularyCodesPerTranslation: 5,
  freeMachineTranslationsPerDay: 10,
  chatsPage: 12,
  messagesPage: 30,
  messageSearch: { minChars: 4, limit: 20 },
  citySearchMinChars: 3,
  companionsPage: 15,
  companionSearchCacheMs: 600_000,
  cachedChatMessages: 30,
  newChatsPerDay: { free: 10, plus: 200 },
  forwardMax: 20,
  friendsPage: 20,
  feedPage: 20,
  moderationTasksPage: 10,
  needActionTasksPage: 20,
} as const;

export const TIMINGS = {
  alertAutoHideMs: 5000,
  alertReshowDelayMs: 300,
  reviewNoticeMs: 500,
  complaintPopupDelayMs: 300,
  chunkLoadTimeoutMs: 120_000,
  tokenRefreshDueFraction: 0.99,
  refreshPollMs: 150,
  refreshLockReleaseMs: 500,
  apiTimeoutMs: 5000,
  retries: 2,
  retryBaseMs: 1000,
  retryJitterMs: 1000,
  verifiedPopupDelayMs: 800,
  verifiedPopupReaskSeconds: 86_400,
  cookieNoticeDelayMs: 2000,
  profileRefreshDelayMs: 1500,
  tooltipDebounceMs: 300,
  languageDataCacheSeconds: 86_400,
} as const;

export const BREAKPOINTS = {
  mobileMax: 980,
  narrowDesktopMax: 1440,
  popupWidth: 640,
  popupWidthNarrow: 428,
} as const;

/** Web builds below this version wipe persistent stores when they find it stored (core.md §9). */
export const WEB_STORE_WIPE_BELOW_VERSION = 394;

/**
 * community.md §5 "Threshold 327 removes an old setting": a stored web version below it removes the
 * learning language the browser used to keep (core.md §3 per-user cached setting `learning_lang`),
 * which the server now owns (GET/POST /education/user-language). The spec does not name the
 * setting; this is the one of its cached settings that moved to the server.
 */
export const WEB_OLD_SETTING_BELOW_VERSION = 327;
export const WEB_OLD_SETTING_KEYS = ['learning_lang', 'glossa-user:learning_lang'] as const;

export const REGISTRATION_PLATFORM = 'WEB';

/**
 * The default name of the main favorites folder per interface language (dictionary code): the server
 * names a new one in the request's language; the web shows an unrenamed one in the reader's.
 */
export const MAIN_FOLDER_NAMES: Record<string, string> = {
  eng: 'Favorites',
  ger: 'Favoriten',
  spa: 'Favoritos',
  fre: 'Favoris',
  dut: 'Favorieten',
  pol: 'Ulubione',
  rus: 'Избранное',
  ukr: 'Обране',
};

/** The demo dictionary's source as stored (English); the web shows it in the reader's language. */
export const DEMO_SOURCE_TEXTS = { name: 'Glossa demo dictionary', author: 'The Glossa project' } as const;
