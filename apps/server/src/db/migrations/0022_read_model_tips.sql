ALTER TABLE "search_documents" ADD COLUMN "tips" jsonb;--> statement-breakpoint
CREATE INDEX "search_documents_without_tips_idx" ON "search_documents" USING btree ("lang_code") WHERE tips is null;