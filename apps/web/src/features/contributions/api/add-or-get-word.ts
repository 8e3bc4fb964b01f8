// POST /api/words/add-or-get: the id of a word, added (under review) if new.
import type { AddOrGetWordResult } from '@glossa/contract';
import { api } from '../../../shared/api';

export function addOrGetWord(word: string, langCode: string): Promise<AddOrGetWordResult> {
  return api
    .post<{ data: AddOrGetWordResult }>('/words/add-or-get', { word: word.trim(), lang_code: langCode })
    .then((a) => a.data);
}
