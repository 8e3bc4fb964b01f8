// Sends a batch of translations (core.md §4): add-or-get both words, POST /translations, then the
// attributes chosen for it. Statuses arrive item by item; all succeeded -> the finish flow (new
// items tagged new_translate); otherwise ratings and statistics refresh. The loading flag clears at
// the end (after the finish flow's delay when it runs).
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api';
import { rememberLastTranslateLink } from '../../../shared/dictionary/last-translate-link';
import { tagNewTranslations } from '../../../shared/dictionary/new-translations';
import { dictionarySearchPath } from '../../../shared/reference/language-pair';
import { addAttributes } from '../api/add-attributes';
import { addOrGetWord } from '../api/add-or-get-word';
import { addTranslation } from '../api/add-translation';
import { STATISTICS_KEYS } from '../api/keys';
import { attributeIds } from '../lib/attributes';
import { subjectsToSend } from '../lib/subjects';
import { runTranslationBatch } from '../lib/translation-batch';
import type { TranslationRow } from '../components/TranslationItemRow';
import { useFinishFlow } from './use-finish-flow';

export function useTranslationBatch(report: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const finish = useFinishFlow();
  const [loading, setLoading] = useState(false);
  const wordIds = useRef(new Map<string, number>());

  const wordId = useCallback(async (name: string, lang: string) => {
    const key = `${lang}\u0000${name.trim()}`;
    const known = wordIds.current.get(key);
    if (known !== undefined) return known;
    const word = await addOrGetWord(name, lang);
    wordIds.current.set(key, word.id);
    return word.id;
  }, []);

  const run = useCallback(
    async (rows: TranslationRow[], setRows: (rows: TranslationRow[]) => void, pair: { lang: string; langT: string; word: string }) => {
      setLoading(true);
      let settlesLater = false;
      try {
        const outcome = await runTranslationBatch(
          rows,
          async (row) => {
            const primaryWordId = await wordId(pair.word, pair.lang);
            const translationWordId = await wordId(row.name, pair.langT);
            const answer = await addTranslation({
              primaryWordId,
              translationWordId,
              translationLangCode: pair.langT,
              primaryExplanation: row.primaryExplanation,
              translationExplanation: row.translationExplanation,
              vocabularyCodes: subjectsToSend(row.subjects),
            });
            let points = answer.rating.points;
            const attributes = [
              ...attributeIds(row.primaryAttributes).map((attributeId) => ({ langCode: pair.lang, attributeId })),
              ...attributeIds(row.translationAttributes).map((attributeId) => ({ langCode: pair.langT, attributeId })),
            ];
            if (attributes.length > 0) {
              // The translation is in; a refused attribute is reported without undoing it.
              try {
                points += (await addAttributes(answer.data.id, attributes)).rating.points;
              } catch (error) {
                report(error);
              }
            }
            return { translationId: answer.data.id, points };
          },
          {
            isExists: (error) => isApiError(error) && error.code === 'TRANSLATION_EXIST_TRANSLATION',
            onChange: setRows,
          },
        );
        setRows(outcome.items);
        if (outcome.createdIds.length > 0) tagNewTranslations(outcome.createdIds);
        if (outcome.allSucceeded) {
          settlesLater = true;
          const points = outcome.items.reduce((sum, item) => sum + (item.points ?? 0), 0);
          // The word just translated is where the member lands (its new translation open), not the
          // page they were on before.
          const first = outcome.createdIds[0];
          if (first !== undefined) rememberLastTranslateLink(`${dictionarySearchPath(pair.lang, pair.langT, pair.word)}/${first}`);
          finish({ points, onSettled: () => setLoading(false) });
        } else {
          for (const queryKey of STATISTICS_KEYS) void queryClient.invalidateQueries({ queryKey });
          if (outcome.stoppedBy) report(outcome.stoppedBy);
        }
        return outcome;
      } finally {
        if (!settlesLater) setLoading(false);
      }
    },
    [finish, queryClient, report, wordId],
  );

  return { run, loading };
}
