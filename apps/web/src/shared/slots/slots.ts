// Slots: places in one feature's screens that another feature fills, without either importing the
// other (features never import each other). The host renders <Slot name="..." {...props} />; the
// app layer (src/app/slots.ts) fills it once with the other feature's component, usually lazy:
//   fillSlot('favorite-star', lazy(() => import('../features/favorites/components/FavoriteStar')));
// An empty slot renders its fallback (nothing by default), so a host never depends on the filler.
import type { ComponentType } from 'react';

export interface FavoriteRefProp {
  id: number;
  comment: string | null;
}

/** What a favorite star would keep (core.md §7 Favorites: POST /favorites, /favorites/translation/raw). */
export type FavoriteTarget =
  | { entity_type: 'translation'; entity_id: number; favorite: FavoriteRefProp | null }
  | { entity_type: 'sentence'; entity_id: number; additional_id?: number; favorite: FavoriteRefProp | null }
  | {
      entity_type: 'raw';
      word_from: string;
      word_to: string;
      lang_from: string;
      lang_to: string;
      /** The viewer's raw favorite of this pair when the host knows it (the quick translation's `favorite`). */
      favorite?: FavoriteRefProp | null;
    };

export interface FavoriteStarProps {
  target: FavoriteTarget;
  /** Where the star sits (guests are sent to /auth on mobile, to Favorites on desktop: core.md §2). */
  place: 'result-card' | 'translation-panel' | 'sentence' | 'selection-tooltip' | 'mini-dictionary' | 'machine-translation';
  size?: 'sm' | 'md';
}

/** The machine-translation fallback shown when the dictionary finds nothing (core.md §4 Search). */
export interface MachineTranslationProps {
  text: string;
  lang: string;
  langT: string;
  /** Requests from the dictionary and the mini dictionary are exempt from the daily limit (core.md §5). */
  place: 'dictionary' | 'mini-dictionary' | 'selection';
}

/** Complaining about dictionary content (core.md §7 Complaints; the popup opens after 300 ms). */
export interface ComplaintButtonProps {
  /** Id of the content, as GET /dictionary/entity and the edit-rights call name it. */
  target: number;
  targetType:
    | 'translation-union'
    | 'translation-attribute'
    | 'translation-child-attribute'
    | 'translation-vocabulary'
    | 'translation-meaning'
    | 'synonym'
    | 'antonym'
    | 'word-sentence'
    | 'sentence-translation'
    | 'word-audio'
    | 'sentence-audio';
  /** What the complaint is about, shown in the popup (e.g. "bank → Bank"). */
  summary: string;
  /** 'icon': a small icon button (cards, rows); 'text': icon and label (panels). */
  variant?: 'icon' | 'text';
}

/** Links into the addition fork page of a translation (record audio, parts of speech, subjects ...). */
export interface ContributionActionsProps {
  translationId: number;
  /** The language the reader searched in (the side the flows start from). */
  lang: string;
  from: 'mini_dictionary' | 'selection' | 'tasks_list' | 'dictionary' | 'translation_panel';
}

/** The audio record popup of the contributions feature, uploading to another address (a task card's add answer). */
export interface AudioRecordProps {
  opened: boolean;
  onClose(): void;
  owner: 'word' | 'sentence';
  ownerId: number;
  text: string;
  langCode: string;
  /** Where the recording goes (multipart, one `file` part); the word's or sentence's own audio route when absent. */
  uploadUrl?: string;
  onUploaded(answer: { rating: { points: number } }): void;
}

/** Adding a dictionary entry to one of the viewer's compilations (the training feature fills it). */
export interface AddToSelectionProps {
  /** The translation union (word entry) to add. */
  unionId: number;
  lang: string;
  langT: string;
  size?: 'sm' | 'md';
}

/** A synthetic voice (espeak-ng) for a word without a member's recording (the speech feature fills it). */
export interface SyntheticVoiceProps {
  wordId: number;
  word: string;
  /** Show espeak-ng's IPA too (when the dictionary has no transcription of the word). */
  showIpa: boolean;
  size?: 'sm' | 'md';
}

export interface SlotPropsMap {
  'synthetic-voice': SyntheticVoiceProps;
  'add-to-selection': AddToSelectionProps;
  'audio-record': AudioRecordProps;
  'favorite-star': FavoriteStarProps;
  'machine-translation': MachineTranslationProps;
  'complaint-button': ComplaintButtonProps;
  'contribution-actions': ContributionActionsProps;
  /** The accept-moderation popup for a member invited to moderate (features/moderation). */
  'moderation-invitation': object;
}

export type SlotName = keyof SlotPropsMap;

type Filled = { [N in SlotName]?: ComponentType<SlotPropsMap[N]> };

let filled: Filled = {};
const listeners = new Set<() => void>();

/** Fills a slot (the app layer calls this once per slot at start). */
export function fillSlot<N extends SlotName>(name: N, component: ComponentType<SlotPropsMap[N]>): void {
  filled = { ...filled, [name]: component };
  listeners.forEach((listener) => listener());
}

/** Empties a slot (tests). */
export function clearSlot(name: SlotName): void {
  const next = { ...filled };
  delete next[name];
  filled = next;
  listeners.forEach((listener) => listener());
}

export function subscribeSlots(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function filledSlot<N extends SlotName>(name: N): ComponentType<SlotPropsMap[N]> | undefined {
  return filled[name] as ComponentType<SlotPropsMap[N]> | undefined;
}

export function filledSlots(): Filled {
  return filled;
}
