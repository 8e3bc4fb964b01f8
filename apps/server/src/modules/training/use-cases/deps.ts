// What the training use cases share: the context and the services of the modules they use.
import type { TrainingEvents } from '../events';
import type { AppContext } from '../../../platform/context';
import type { DictionaryService } from '../../dictionary/service';
import type { FavoritesService } from '../../favorites/service';
import type { FeedService } from '../../feed/service';
import type { SpeechService } from '../../speech/service';

export interface TrainingDeps {
  ctx: AppContext;
  /** After-commit events (notifications listen). */
  events: TrainingEvents;
  dictionary: Pick<DictionaryService, 'batch' | 'lexicon'>;
  favorites: Pick<FavoritesService, 'translationIds' | 'formats'>;
  feed: Pick<FeedService['feed'], 'indexItem' | 'unindexItem'>;
  /** Synthetic voices for words without a member's recording (listening exercises); absent: none. */
  speech?: SpeechService['lessons'];
}
