CREATE TABLE "spelling_vocabulary" (
	"lang_code" varchar(3) NOT NULL,
	"search_key" varchar(255) COLLATE "C" NOT NULL,
	"popularity" integer NOT NULL,
	CONSTRAINT "spelling_vocabulary_lang_code_search_key_pk" PRIMARY KEY("lang_code","search_key")
);
--> statement-breakpoint
CREATE TABLE "word_completions" (
	"lang_code" varchar(3) NOT NULL,
	"translation_lang" varchar(3) NOT NULL,
	"prefix" varchar(255) COLLATE "C" NOT NULL,
	"word_ids" integer[] NOT NULL,
	CONSTRAINT "word_completions_lang_code_translation_lang_prefix_pk" PRIMARY KEY("lang_code","translation_lang","prefix")
);
--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "spelling_vocabulary_trgm_idx" ON "spelling_vocabulary" USING gin ("search_key" gin_trgm_ops);