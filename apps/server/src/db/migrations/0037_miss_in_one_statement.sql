-- Hand-written (issue 35): a guest's search in one round trip, a miss included.
-- levenshtein_less_equal (C, bounded by the distance asked) tells the candidates of the spelling
-- index apart before their documents are read; PGlite loads the same extension (platform/db).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- read_model_page's page (head, total, cards, n), and beside it what a search that finds nothing
-- or little also answers (sql/spelling.ts), so that a guest's miss costs one round trip:
-- - has_words: whether the key has words at all. Without a document the live search answers;
--   without words either it would find nothing, and is not run.
-- - others ([] when none, null when not computed): when fewer than p_others_below translations,
--   the documents of the key in other languages into p_lang_t or p_lang, most first.
-- - spellings (the same): when the key has no words, the translated words of the keys of the
--   spelling index that may be within p_max_edits. The index gives the keys sharing a variant of
--   the first p_prefix letters (a few hundred for a common beginning); Levenshtein within
--   p_max_edits of the key, or of one of its neighbour swaps (p_swaps), keeps every key within
--   p_max_edits counting a swap as one edit, and a few at one more. Only those are read; the
--   caller computes their exact distance and ranks them.
CREATE FUNCTION read_model_search(
  p_lang text, p_key text, p_lang_t text, p_from int, p_to int, p_others_below int,
  p_variants text[], p_swaps text[], p_max_edits int, p_prefix int)
RETURNS TABLE (head text, total int, cards text, n int, has_words boolean, others json, spellings json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  SELECT p.head, p.total, p.cards, p.n INTO head, total, cards, n
    FROM read_model_page(p_lang, p_key, p_lang_t, p_from, p_to) p;
  has_words := head IS NOT NULL
    OR EXISTS (SELECT 1 FROM words w WHERE w.lang_code = p_lang AND w.search_key = p_key);
  IF coalesce(total, 0) < p_others_below THEN
    SELECT coalesce(json_agg(json_build_object('lang', d.lang_code, 'lang_t', d.translation_lang, 'count', cardinality(d.union_ids))
        ORDER BY cardinality(d.union_ids) DESC, d.lang_code, d.translation_lang), '[]')
      INTO others
      FROM search_documents d
      WHERE d.search_key = p_key AND d.lang_code <> p_lang AND d.translation_lang IN (p_lang_t, p_lang);
  END IF;
  IF NOT has_words AND p_max_edits > 0 THEN
    SELECT coalesce(json_agg(json_build_object('key', c.search_key, 'name', w.name, 'popularity', w.popularity)), '[]')
      INTO spellings
      FROM (
        SELECT DISTINCT s.search_key FROM spelling_variants s
        WHERE s.lang_code = p_lang AND s.variant = ANY (p_variants)
          AND s.key_length BETWEEN char_length(p_key) - p_max_edits AND char_length(p_key) + p_max_edits
          AND least(s.key_length, p_prefix) - char_length(s.variant) <= p_max_edits
      ) c
      JOIN search_documents d ON d.lang_code = p_lang AND d.search_key = c.search_key AND d.translation_lang = p_lang_t
      JOIN words w ON w.lang_code = p_lang AND w.search_key = c.search_key
      -- The words translated into p_lang_t: those with a tip (jsonb, cheaper than parsing the
      -- head), or, in a document built before tips existed, "has_translations" in its head.
      WHERE CASE WHEN d.tips IS NOT NULL THEN d.tips ? w.id::text
              ELSE EXISTS (SELECT 1 FROM json_to_recordset(d.head::json) h(id int, has_translations boolean)
                           WHERE h.id = w.id AND h.has_translations) END
        AND (levenshtein_less_equal(p_key, c.search_key, p_max_edits) <= p_max_edits
          -- a swap is one of the edits and keeps the length: the (dearer) swaps only for such keys
          OR abs(char_length(c.search_key) - char_length(p_key)) < p_max_edits
            AND EXISTS (SELECT 1 FROM unnest(p_swaps) x WHERE levenshtein_less_equal(x, c.search_key, p_max_edits) <= p_max_edits));
  END IF;
  RETURN NEXT;
END $$;
