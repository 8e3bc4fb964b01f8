// What a FreeDict parser needs for one entry: languages, where it is, and the batch to fill.
import type { BatchBuilder } from '../../../modules/dictionary/import/model';

export interface EntryContext {
  /** Dictionary codes (ISO 639-2/B) of the headword and translation languages. */
  src: string;
  tgt: string;
  /** Byte offset of the entry in the uncompressed .dict, for messages and natural keys. */
  offset: number;
  b: BatchBuilder;
}

export type FreedictParser = (text: string, ctx: EntryContext) => void;
