ALTER TABLE "task_sources" ADD COLUMN "swept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_sources" ADD COLUMN "swept_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sentence_translations_contributed_changed_idx" ON "sentence_translations" USING btree ("updated_at","id") WHERE "sentence_translations"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "sentences_contributed_changed_idx" ON "sentences" USING btree ("updated_at","id") WHERE "sentences"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "translation_unions_contributed_changed_idx" ON "translation_unions" USING btree ("updated_at","id") WHERE "translation_unions"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "words_contributed_changed_idx" ON "words" USING btree ("updated_at","id") WHERE "words"."author_id" is not null;--> statement-breakpoint
CREATE INDEX "tasks_entity_idx" ON "tasks" USING btree ("entity_type","entity_id","type");