// GET /api/dictionary/multiple-edit-available: which of the shown items the user may edit. Asked
// after the items load, only for a signed-in user (a guest edits nothing); the answer enables the
// edit buttons (core.md §4 Search, §5: edit rights come only from this answer).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictionaryEntityType, EditAvailabilityItem } from '@glossa/contract';
import { api } from '../../../shared/api';
import { useIsLoggedIn } from '../../../shared/session/session-store';
import { dictionaryKeys } from './keys';

export type EditAsk = Partial<Record<DictionaryEntityType, number[]>>;
type EditAnswer = { data: Partial<Record<DictionaryEntityType, EditAvailabilityItem[]>> };

/** `translation-union=1,2&synonym=7`; types without ids are left out, ids sorted for a stable key. */
function normalize(ask: EditAsk): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [type, ids] of Object.entries(ask)) {
    const unique = [...new Set(ids ?? [])].sort((a, b) => a - b);
    if (unique.length > 0) out[type] = unique.slice(0, 100);
  }
  return out;
}

export function getEditAvailability(ask: Record<string, number[]>, signal?: AbortSignal): Promise<Set<string>> {
  const query = Object.fromEntries(Object.entries(ask).map(([type, ids]) => [type, ids.join(',')]));
  return api
    .get<EditAnswer>('/dictionary/multiple-edit-available', { query, signal, silent: true })
    .then((answer) => {
      const editable = new Set<string>();
      for (const [type, items] of Object.entries(answer.data)) {
        for (const item of items ?? []) if (item.can_edit) editable.add(`${type}:${item.entity_id}`);
      }
      return editable;
    });
}

export function editAvailabilityQueryOptions(ask: Record<string, number[]>) {
  return queryOptions({
    queryKey: dictionaryKeys.editAvailable(ask),
    queryFn: ({ signal }) => getEditAvailability(ask, signal),
  });
}

/** `canEdit('translation-union', 42)`: false until the answer arrives, and always for guests. */
export function useEditAvailability(ask: EditAsk) {
  const loggedIn = useIsLoggedIn();
  const normalized = normalize(ask);
  const query = useQuery({
    ...editAvailabilityQueryOptions(normalized),
    enabled: loggedIn && Object.keys(normalized).length > 0,
  });
  const editable = query.data;
  return (type: DictionaryEntityType, id: number) => Boolean(loggedIn && editable?.has(`${type}:${id}`));
}
