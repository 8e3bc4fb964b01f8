-- Hand-written after the column (issue 35): a miss reads only the close spellings it shows.
-- Each row of the spelling index carries its key's popularity (the highest of the key's words), in
-- the primary key's index as an INCLUDE column: the candidates of a miss are ranked by (distance,
-- popularity) from the index alone, and the documents and words of only the best few are read.
ALTER TABLE "spelling_variants" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Backfill into a new table (an UPDATE of every row would leave as many dead rows, and each
-- would update the index), then the index with the popularity included. Its name stays the
-- one drizzle gave it; the read model's rebuild copies its definition (read-model-tables.ts).
CREATE TABLE "spelling_variants_0039" (LIKE "spelling_variants" INCLUDING ALL EXCLUDING INDEXES);
--> statement-breakpoint
INSERT INTO "spelling_variants_0039" (lang_code, variant, key_length, search_key, popularity)
SELECT s.lang_code, s.variant, s.key_length, s.search_key, coalesce(k.popularity, 0)
FROM "spelling_variants" s
LEFT JOIN (
  SELECT w.lang_code, w.search_key, max(w.popularity) AS popularity FROM words w
  WHERE EXISTS (SELECT 1 FROM search_documents d WHERE d.lang_code = w.lang_code AND d.search_key = w.search_key)
  GROUP BY w.lang_code, w.search_key
) k ON k.lang_code = s.lang_code AND k.search_key = s.search_key;
--> statement-breakpoint
DROP TABLE "spelling_variants";
--> statement-breakpoint
ALTER TABLE "spelling_variants_0039" RENAME TO "spelling_variants";
--> statement-breakpoint
ALTER TABLE "spelling_variants" ADD CONSTRAINT "spelling_variants_lang_code_variant_key_length_search_key_pk"
  PRIMARY KEY ("lang_code", "variant", "key_length", "search_key") INCLUDE ("popularity");
--> statement-breakpoint
DROP FUNCTION read_model_search(text, text, text, int, int, int, text[], text[], int, int);
--> statement-breakpoint
-- As in 0037 (the page, has_words, others), but the close spellings are read in rank order and
-- only as far as they can still be shown (p_limit names). The candidates of the index (the keys
-- sharing a variant of the first p_prefix letters: a few hundred for a common beginning) are
-- ranked from the index: d, the exact distance counting a swap of neighbours as one edit (a key
-- one swap away: 1; else its Levenshtein distance when within p_max_edits; else, of the same
-- length give or take fewer than p_max_edits letters, at least p_max_edits and not sure: kept
-- when reached only if a swap of the key brings it within p_max_edits, and the caller computes
-- its distance),
-- then the key's popularity, an upper bound of each of its words'. Reading them in that order, a
-- candidate ranked after the p_limit-th sure name read so far (its d larger, or the same and its
-- popularity bound lower) cannot be shown, nor can any after it: the loop stops there. The caller
-- still computes the exact distance of those returned and ranks them (rankCloseSpellings).
CREATE FUNCTION read_model_search(
  p_lang text, p_key text, p_lang_t text, p_from int, p_to int, p_others_below int,
  p_variants text[], p_swaps text[], p_max_edits int, p_prefix int, p_limit int)
RETURNS TABLE (head text, total int, cards text, n int, has_words boolean, others json, spellings json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE
  cand record;
  wd record;
  found json[] := '{}';
  sure_d int[] := '{}';
  sure_p int[] := '{}';
  last_d int;
  last_p int;
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
    FOR cand IN
      SELECT k.search_key, k.popularity,
             CASE WHEN k.search_key = ANY (p_swaps) THEN 1 WHEN k.lev <= p_max_edits THEN k.lev ELSE p_max_edits END AS d,
             k.lev <= p_max_edits OR k.search_key = ANY (p_swaps) AS sure
      FROM (
        -- A swap is two Levenshtein edits: a key within p_max_edits (swaps counted as one) is
        -- within twice that.
        SELECT s.search_key, max(s.popularity) AS popularity,
               levenshtein_less_equal(p_key, s.search_key, 2 * p_max_edits) AS lev
        FROM spelling_variants s
        WHERE s.lang_code = p_lang AND s.variant = ANY (p_variants)
          AND s.key_length BETWEEN char_length(p_key) - p_max_edits AND char_length(p_key) + p_max_edits
          AND least(s.key_length, p_prefix) - char_length(s.variant) <= p_max_edits
        GROUP BY s.search_key
      ) k
      -- farther keys only when a swap may bring them within p_max_edits (a swap keeps the length);
      -- whether one does is asked in the loop, of those reached
      WHERE k.search_key <> p_key
        AND (k.lev <= p_max_edits
          OR k.lev <= 2 * p_max_edits AND abs(char_length(k.search_key) - char_length(p_key)) < p_max_edits)
      ORDER BY 3, 2 DESC
    LOOP
      IF cardinality(sure_d) >= p_limit THEN
        SELECT x.d, x.p INTO last_d, last_p FROM unnest(sure_d, sure_p) x(d, p) ORDER BY x.d, x.p DESC OFFSET p_limit - 1 LIMIT 1;
        EXIT WHEN cand.d > last_d OR cand.d = last_d AND cand.popularity < last_p;
      END IF;
      CONTINUE WHEN NOT cand.sure
        AND NOT EXISTS (SELECT 1 FROM unnest(p_swaps) x WHERE levenshtein_less_equal(x, cand.search_key, p_max_edits) <= p_max_edits);
      -- The candidate's words translated into p_lang_t: those with a tip (jsonb, cheaper than
      -- parsing the head), or, in a document built before tips existed, "has_translations".
      FOR wd IN
        SELECT w.name, w.popularity FROM search_documents d
          JOIN words w ON w.lang_code = p_lang AND w.search_key = cand.search_key
        WHERE d.lang_code = p_lang AND d.search_key = cand.search_key AND d.translation_lang = p_lang_t
          AND CASE WHEN d.tips IS NOT NULL THEN d.tips ? w.id::text
                ELSE EXISTS (SELECT 1 FROM json_to_recordset(d.head::json) h(id int, has_translations boolean)
                             WHERE h.id = w.id AND h.has_translations) END
      LOOP
        found := found || json_build_object('key', cand.search_key, 'name', wd.name, 'popularity', wd.popularity);
        IF cand.sure THEN
          sure_d := sure_d || cand.d;
          sure_p := sure_p || wd.popularity;
        END IF;
      END LOOP;
    END LOOP;
    spellings := array_to_json(found);
  END IF;
  RETURN NEXT;
END $$;
