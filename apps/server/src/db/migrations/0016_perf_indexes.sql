DROP INDEX "selections_public_pair_idx";--> statement-breakpoint
DROP INDEX "tasks_pool_idx";--> statement-breakpoint
DROP INDEX "selections_public_popular_idx";--> statement-breakpoint
CREATE INDEX "selections_public_pair_popular_idx" ON "selections" USING btree ("lang_from","lang_to",("likes_total" + "followers_total"),"id","likes_total","followers_total","complexity","words_total","subjects") WHERE "selections"."is_public";--> statement-breakpoint
CREATE INDEX "task_assignments_held_idx" ON "task_assignments" USING btree ("user_id","task_id") WHERE "task_assignments"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_claim_idx" ON "tasks" USING btree ("queue","type","lang_codes","id") WHERE "tasks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "selections_public_popular_idx" ON "selections" USING btree (("likes_total" + "followers_total"),"id","likes_total","followers_total","lang_from","lang_to","complexity","words_total","subjects") WHERE "selections"."is_public";