CREATE TABLE "audios" (
	"id" serial PRIMARY KEY NOT NULL,
	"word_id" integer,
	"sentence_id" integer,
	"file_name" varchar(200) NOT NULL,
	"preview_file_name" varchar(200),
	"mime_type" varchar(100),
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audios_owner_check" CHECK (("audios"."word_id" is not null) <> ("audios"."sentence_id" is not null)),
	CONSTRAINT "audios_review_status_check" CHECK ("audios"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "data_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(100) NOT NULL,
	"name" varchar(300) NOT NULL,
	"author" text,
	"url" text,
	"license" varchar(300),
	"license_url" text,
	"image_url" text,
	"edition" varchar(100),
	"notice" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_sources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "dictionary_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"autoplay_audio" boolean DEFAULT true NOT NULL,
	"show_audio_modal" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_checkpoints" (
	"source_key" varchar(200) PRIMARY KEY NOT NULL,
	"data_source_id" integer,
	"file_signature" varchar(200) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meanings" (
	"id" serial PRIMARY KEY NOT NULL,
	"word_id" integer NOT NULL,
	"lang_code" varchar(3) NOT NULL,
	"value" text NOT NULL,
	"extras" jsonb,
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meanings_review_status_check" CHECK ("meanings"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" varchar(255) NOT NULL,
	"lang" varchar(3) NOT NULL,
	"lang_t" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sentence_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"sentence_id" integer NOT NULL,
	"translation_sentence_id" integer NOT NULL,
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sentence_translations_distinct" CHECK ("sentence_translations"."sentence_id" <> "sentence_translations"."translation_sentence_id"),
	CONSTRAINT "sentence_translations_review_status_check" CHECK ("sentence_translations"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "sentences" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"lang_code" varchar(3) NOT NULL,
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sentences_review_status_check" CHECK ("sentences"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "translation_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"translation_union_id" integer NOT NULL,
	"side" varchar(12) NOT NULL,
	"attribute_id" integer NOT NULL,
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_attributes_side_check" CHECK ("translation_attributes"."side" in ('primary', 'translation')),
	CONSTRAINT "translation_attributes_review_status_check" CHECK ("translation_attributes"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "translation_likes" (
	"user_id" integer NOT NULL,
	"translation_union_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_likes_user_id_translation_union_id_pk" PRIMARY KEY("user_id","translation_union_id")
);
--> statement-breakpoint
CREATE TABLE "translation_meanings" (
	"id" serial PRIMARY KEY NOT NULL,
	"translation_union_id" integer NOT NULL,
	"meaning_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_sources" (
	"translation_union_id" integer NOT NULL,
	"data_source_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_sources_translation_union_id_data_source_id_pk" PRIMARY KEY("translation_union_id","data_source_id")
);
--> statement-breakpoint
CREATE TABLE "translation_unions" (
	"id" serial PRIMARY KEY NOT NULL,
	"primary_word_id" integer NOT NULL,
	"translation_word_id" integer NOT NULL,
	"primary_lang" varchar(3) NOT NULL,
	"translation_lang" varchar(3) NOT NULL,
	"primary_word_explanation" text,
	"translation_word_explanation" text,
	"comment" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_removed" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"extras" jsonb,
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_unions_distinct_words" CHECK ("translation_unions"."primary_word_id" <> "translation_unions"."translation_word_id"),
	CONSTRAINT "translation_unions_review_status_check" CHECK ("translation_unions"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "translation_vocabularies" (
	"id" serial PRIMARY KEY NOT NULL,
	"translation_union_id" integer NOT NULL,
	"vocabulary_code" varchar(40) NOT NULL,
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_vocabularies_review_status_check" CHECK ("translation_vocabularies"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "word_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"word_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_attributes_review_status_check" CHECK ("word_attributes"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "word_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"word_id" integer NOT NULL,
	"canonical_word_id" integer NOT NULL,
	"kind" varchar(32),
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_forms_review_status_check" CHECK ("word_forms"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "word_group_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"word_group_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_group_items_review_status_check" CHECK ("word_group_items"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "word_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"lang_code" varchar(3) NOT NULL,
	"translation_union_id" integer,
	"external_key" varchar(120),
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_groups_kind_check" CHECK ("word_groups"."kind" in ('synonym', 'antonym')),
	CONSTRAINT "word_groups_review_status_check" CHECK ("word_groups"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "word_sentences" (
	"id" serial PRIMARY KEY NOT NULL,
	"word_id" integer NOT NULL,
	"sentence_id" integer NOT NULL,
	"selected_positions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"changed_word_form" varchar(255),
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_sentences_review_status_check" CHECK ("word_sentences"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "words" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"lang_code" varchar(3) NOT NULL,
	"search_key" varchar(255) COLLATE "C" NOT NULL,
	"transcriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extras" jsonb,
	"author_id" integer,
	"data_source_id" integer,
	"review_status" varchar(16) DEFAULT 'under_review' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "words_review_status_check" CHECK ("words"."review_status" in ('under_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_sentence_id_sentences_id_fk" FOREIGN KEY ("sentence_id") REFERENCES "public"."sentences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_settings" ADD CONSTRAINT "dictionary_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_checkpoints" ADD CONSTRAINT "import_checkpoints_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meanings" ADD CONSTRAINT "meanings_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meanings" ADD CONSTRAINT "meanings_lang_code_languages_code_fk" FOREIGN KEY ("lang_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meanings" ADD CONSTRAINT "meanings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meanings" ADD CONSTRAINT "meanings_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentence_translations" ADD CONSTRAINT "sentence_translations_sentence_id_sentences_id_fk" FOREIGN KEY ("sentence_id") REFERENCES "public"."sentences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentence_translations" ADD CONSTRAINT "sentence_translations_translation_sentence_id_sentences_id_fk" FOREIGN KEY ("translation_sentence_id") REFERENCES "public"."sentences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentence_translations" ADD CONSTRAINT "sentence_translations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentence_translations" ADD CONSTRAINT "sentence_translations_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentences" ADD CONSTRAINT "sentences_lang_code_languages_code_fk" FOREIGN KEY ("lang_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentences" ADD CONSTRAINT "sentences_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentences" ADD CONSTRAINT "sentences_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_attributes" ADD CONSTRAINT "translation_attributes_translation_union_id_translation_unions_id_fk" FOREIGN KEY ("translation_union_id") REFERENCES "public"."translation_unions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_attributes" ADD CONSTRAINT "translation_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_attributes" ADD CONSTRAINT "translation_attributes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_attributes" ADD CONSTRAINT "translation_attributes_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_likes" ADD CONSTRAINT "translation_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_likes" ADD CONSTRAINT "translation_likes_translation_union_id_translation_unions_id_fk" FOREIGN KEY ("translation_union_id") REFERENCES "public"."translation_unions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_meanings" ADD CONSTRAINT "translation_meanings_translation_union_id_translation_unions_id_fk" FOREIGN KEY ("translation_union_id") REFERENCES "public"."translation_unions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_meanings" ADD CONSTRAINT "translation_meanings_meaning_id_meanings_id_fk" FOREIGN KEY ("meaning_id") REFERENCES "public"."meanings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_sources" ADD CONSTRAINT "translation_sources_translation_union_id_translation_unions_id_fk" FOREIGN KEY ("translation_union_id") REFERENCES "public"."translation_unions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_sources" ADD CONSTRAINT "translation_sources_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_unions" ADD CONSTRAINT "translation_unions_primary_word_id_words_id_fk" FOREIGN KEY ("primary_word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_unions" ADD CONSTRAINT "translation_unions_translation_word_id_words_id_fk" FOREIGN KEY ("translation_word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_unions" ADD CONSTRAINT "translation_unions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_unions" ADD CONSTRAINT "translation_unions_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_vocabularies" ADD CONSTRAINT "translation_vocabularies_translation_union_id_translation_unions_id_fk" FOREIGN KEY ("translation_union_id") REFERENCES "public"."translation_unions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_vocabularies" ADD CONSTRAINT "translation_vocabularies_vocabulary_code_vocabularies_code_fk" FOREIGN KEY ("vocabulary_code") REFERENCES "public"."vocabularies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_vocabularies" ADD CONSTRAINT "translation_vocabularies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_vocabularies" ADD CONSTRAINT "translation_vocabularies_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_attributes" ADD CONSTRAINT "word_attributes_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_attributes" ADD CONSTRAINT "word_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_attributes" ADD CONSTRAINT "word_attributes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_attributes" ADD CONSTRAINT "word_attributes_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_forms" ADD CONSTRAINT "word_forms_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_forms" ADD CONSTRAINT "word_forms_canonical_word_id_words_id_fk" FOREIGN KEY ("canonical_word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_forms" ADD CONSTRAINT "word_forms_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_forms" ADD CONSTRAINT "word_forms_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_group_items" ADD CONSTRAINT "word_group_items_word_group_id_word_groups_id_fk" FOREIGN KEY ("word_group_id") REFERENCES "public"."word_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_group_items" ADD CONSTRAINT "word_group_items_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_group_items" ADD CONSTRAINT "word_group_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_group_items" ADD CONSTRAINT "word_group_items_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_groups" ADD CONSTRAINT "word_groups_lang_code_languages_code_fk" FOREIGN KEY ("lang_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_groups" ADD CONSTRAINT "word_groups_translation_union_id_translation_unions_id_fk" FOREIGN KEY ("translation_union_id") REFERENCES "public"."translation_unions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_groups" ADD CONSTRAINT "word_groups_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_groups" ADD CONSTRAINT "word_groups_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_sentences" ADD CONSTRAINT "word_sentences_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_sentences" ADD CONSTRAINT "word_sentences_sentence_id_sentences_id_fk" FOREIGN KEY ("sentence_id") REFERENCES "public"."sentences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_sentences" ADD CONSTRAINT "word_sentences_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_sentences" ADD CONSTRAINT "word_sentences_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_lang_code_languages_code_fk" FOREIGN KEY ("lang_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_data_source_id_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audios_word_idx" ON "audios" USING btree ("word_id");--> statement-breakpoint
CREATE INDEX "audios_sentence_idx" ON "audios" USING btree ("sentence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meanings_word_text_unique" ON "meanings" USING btree ("word_id","lang_code",md5("value"));--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_unique" ON "search_history" USING btree ("user_id","lang","lang_t","text");--> statement-breakpoint
CREATE INDEX "search_history_user_idx" ON "search_history" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sentence_translations_pair_unique" ON "sentence_translations" USING btree (least("sentence_id", "translation_sentence_id"),greatest("sentence_id", "translation_sentence_id"));--> statement-breakpoint
CREATE INDEX "sentence_translations_sentence_idx" ON "sentence_translations" USING btree ("sentence_id");--> statement-breakpoint
CREATE INDEX "sentence_translations_translation_idx" ON "sentence_translations" USING btree ("translation_sentence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sentences_lang_text_unique" ON "sentences" USING btree ("lang_code",md5("text"));--> statement-breakpoint
CREATE UNIQUE INDEX "translation_attributes_unique" ON "translation_attributes" USING btree ("translation_union_id","side","attribute_id");--> statement-breakpoint
CREATE INDEX "translation_likes_union_idx" ON "translation_likes" USING btree ("translation_union_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_meanings_unique" ON "translation_meanings" USING btree ("translation_union_id","meaning_id");--> statement-breakpoint
CREATE INDEX "translation_meanings_meaning_idx" ON "translation_meanings" USING btree ("meaning_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_unions_pair_unique" ON "translation_unions" USING btree (least("primary_word_id", "translation_word_id"),greatest("primary_word_id", "translation_word_id"));--> statement-breakpoint
CREATE INDEX "translation_unions_primary_idx" ON "translation_unions" USING btree ("primary_word_id","translation_lang");--> statement-breakpoint
CREATE INDEX "translation_unions_translation_idx" ON "translation_unions" USING btree ("translation_word_id","primary_lang");--> statement-breakpoint
CREATE INDEX "translation_unions_author_idx" ON "translation_unions" USING btree ("author_id") WHERE "translation_unions"."author_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "translation_vocabularies_unique" ON "translation_vocabularies" USING btree ("translation_union_id","vocabulary_code");--> statement-breakpoint
CREATE UNIQUE INDEX "word_attributes_unique" ON "word_attributes" USING btree ("word_id","attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "word_forms_pair_unique" ON "word_forms" USING btree ("word_id","canonical_word_id");--> statement-breakpoint
CREATE INDEX "word_forms_canonical_idx" ON "word_forms" USING btree ("canonical_word_id");--> statement-breakpoint
CREATE UNIQUE INDEX "word_group_items_unique" ON "word_group_items" USING btree ("word_group_id","word_id");--> statement-breakpoint
CREATE INDEX "word_group_items_word_idx" ON "word_group_items" USING btree ("word_id");--> statement-breakpoint
CREATE UNIQUE INDEX "word_groups_external_unique" ON "word_groups" USING btree ("data_source_id","external_key") WHERE "word_groups"."external_key" is not null;--> statement-breakpoint
CREATE INDEX "word_groups_union_idx" ON "word_groups" USING btree ("translation_union_id") WHERE "word_groups"."translation_union_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "word_sentences_unique" ON "word_sentences" USING btree ("word_id","sentence_id");--> statement-breakpoint
CREATE INDEX "word_sentences_sentence_idx" ON "word_sentences" USING btree ("sentence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "words_lang_name_unique" ON "words" USING btree ("lang_code","name");--> statement-breakpoint
CREATE INDEX "words_lang_search_key_idx" ON "words" USING btree ("lang_code","search_key");--> statement-breakpoint
CREATE INDEX "words_search_key_trgm_idx" ON "words" USING gin ("search_key" gin_trgm_ops);