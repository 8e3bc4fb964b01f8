ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "kind" SET DEFAULT 'text';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "correction_thanked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_corrections_by_idx" ON "messages" USING btree ("author_id") WHERE "messages"."kind" = 'correction';--> statement-breakpoint
CREATE INDEX "messages_corrections_of_idx" ON "messages" USING btree ("correction_message_id") WHERE "messages"."kind" = 'correction';--> statement-breakpoint
-- Hand-written: corrections sent before they were a kind of their own (a text message carrying the correction) become corrections; a text that only repeated the corrected text is no comment.
UPDATE "messages" SET "kind" = 'correction', "text" = CASE WHEN "text" = "correction_text" THEN '' ELSE "text" END, "quote_message_id" = COALESCE("quote_message_id", "correction_message_id") WHERE "kind" = 'text' AND "correction_text" IS NOT NULL;
