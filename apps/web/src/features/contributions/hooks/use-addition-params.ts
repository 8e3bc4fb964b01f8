// Query parameters every addition screen understands (core.md §2): out_of_place, task_id and the
// ids of what is added to or edited.
import { useSearchParams } from 'react-router';
import { parseId, parseOutOfPlace, parseTaskId } from '../lib/out-of-place';

export function useAdditionParams() {
  const [params] = useSearchParams();
  return {
    outOfPlace: parseOutOfPlace(params.get('out_of_place')),
    taskId: parseTaskId(params.get('task_id')),
    translationId: parseId(params.get('translation_id')),
    meaningId: parseId(params.get('meaning_id')),
    entryId: parseId(params.get('entry_id')),
    wordSentenceId: parseId(params.get('word_sentence_id')),
    lang: params.get('lang'),
    langT: params.get('lang_t'),
    word: params.get('word') ?? '',
    params,
  };
}
