// Plus constants without zod, for the web's shell (routes, the popup opener).
export const SUBSCRIPTION_SOURCES = ['PLAY_STORE', 'APP_STORE', 'STRIPE', 'MANUAL'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];
export const SUBSCRIPTION_STATES = ['processing', 'completed', 'cancelled', 'expired'] as const;
export const PLUS_PERIODS = ['month', 'year'] as const;
export type PlusPeriod = (typeof PLUS_PERIODS)[number];

/** community.md §9. */
export const PLUS = {
  prices: { year: 39.99, yearFull: 59.99, month: 4.99 },
  currency: 'USD',
  /** Discount of the year price against the struck full-year price, in whole percent. */
  yearDiscountPercent: Math.round((1 - 39.99 / 59.99) * 100),
  benefits: ['translations', 'chats', 'ai_chat', 'location_search', 'highlight', 'no_ads', 'support'] as const,
  paymentPollMs: 500,
  manualProcessingThresholdMs: 10 * 60_000,
  /** The product name in the payment route: /{product}-plus-payment/{period}. */
  paymentRoute: 'glossa-plus-payment',
} as const;

/** Per day in the member's time zone; null: unlimited. community.md §9, core.md §9. */
export const QUOTA_KINDS = ['translation', 'new_chat', 'ai_message', 'location_search'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];
export const QUOTA_LIMITS: Record<QuotaKind, { free: number; plus: number | null }> = {
  translation: { free: 10, plus: null },
  new_chat: { free: 10, plus: 200 },
  ai_message: { free: 10, plus: 200 },
  location_search: { free: 0, plus: null },
};


/** The longest manual Plus grant an administrator can give from the member page, in days (ten years). */
export const ADMIN_PLUS_MAX_DAYS = 3650;
