// Types of the dictionary feature, all from the contract (never hand-written answer shapes).
import type { Translation } from '@glossa/contract';

/** A translation as the cards show it: `new_translate` marks items just added (core.md §3). */
export type TranslationView = Translation & { new_translate?: boolean };

