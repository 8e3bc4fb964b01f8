// GET /api/dictionary/entity (core.md §7): one entity under review, by type and id.
import { useQuery } from '@tanstack/react-query';
import type { DictionaryEntity } from '@glossa/contract';
import { api } from '../../../shared/api';
import { tasksKeys } from './keys';

export function useEntity(type: string, id: number) {
  return useQuery({
    queryKey: [...tasksKeys.all, 'entity', type, id],
    queryFn: ({ signal }) =>
      api.get<{ data: DictionaryEntity }>('/dictionary/entity', { query: { entity_type_slug: type, entity_id: id }, signal, silent: true }).then((a) => a.data),
  });
}
