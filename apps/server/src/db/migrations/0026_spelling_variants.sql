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
