CREATE TABLE "spelling_variants" (
	"lang_code" varchar(3) NOT NULL,
	"variant" varchar(255) COLLATE "C" NOT NULL,
	"key_length" smallint NOT NULL,
	"search_key" varchar(255) COLLATE "C" NOT NULL,
	CONSTRAINT "spelling_variants_lang_code_variant_key_length_search_key_pk" PRIMARY KEY("lang_code","variant","key_length","search_key")
);
--> statement-breakpoint
ALTER TABLE "spelling_vocabulary" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "spelling_vocabulary" CASCADE;--> statement-breakpoint
CREATE INDEX "search_documents_key_idx" ON "search_documents" USING btree ("search_key");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written (issue 35): close spellings from a symmetric-delete index, separators folded.
-- ---------------------------------------------------------------------------------------------
-- The variants of a key for spelling_variants: its first 7 letters (SPELLING_PREFIX in
-- modules/dictionary/sql/spelling.ts, which computes the same for a typed key) with 0, 1 or 2 of
-- them deleted, never empty. Distinct per key.
CREATE OR REPLACE FUNCTION spelling_variants_of(k text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH p AS (SELECT left(k, 7) AS p)
  SELECT p FROM p
  UNION
  SELECT overlay(p PLACING '' FROM i FOR 1) FROM p, generate_series(1, length(p)) i WHERE length(p) >= 2
  UNION
  SELECT overlay(overlay(p PLACING '' FROM j FOR 1) PLACING '' FROM i FOR 1)
    FROM p, generate_series(1, length(p)) i, generate_series(i + 1, length(p)) j WHERE length(p) >= 3
$$;
--> statement-breakpoint
-- Search keys fold hyphens, apostrophes, dots and spaces away (platform/text/search-key.ts):
-- the keys stored before are folded the same way (a key of separators only stays as it was).
-- The read model's triggers stand aside; its tables and the autocomplete lists, keyed by the old
-- keys, are emptied, and the server rebuilds them at start (the ranking statistics, then the
-- read model: import/read-model.ts rebuildReadModelIfMissing).
SELECT set_config('glossa.read_model', 'bulk', true);
--> statement-breakpoint
UPDATE words SET search_key = translate(search_key, ' ''.-', '')
  WHERE search_key ~ '[ ''.-]' AND translate(search_key, ' ''.-', '') <> '';
--> statement-breakpoint
DELETE FROM search_documents;
--> statement-breakpoint
DELETE FROM tooltip_answers;
--> statement-breakpoint
DELETE FROM word_completions;
--> statement-breakpoint
DELETE FROM read_model_queue;
