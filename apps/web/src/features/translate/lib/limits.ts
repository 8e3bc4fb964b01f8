/** The longest text the quick translation takes (the contract's TRANSLATE_LIMITS.textMax, kept out of the bundle with zod). */
export const TRANSLATE_LIMITS_TEXT_MAX = 1000;
