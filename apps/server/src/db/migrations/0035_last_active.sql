ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at") WHERE "users"."last_active_at" is not null and "users"."deleted_at" is null;--> statement-breakpoint
-- Members already here: their latest sign-in or refresh that is still on record.
UPDATE "users" u SET "last_active_at" = s.t
  FROM (SELECT "user_id", max(coalesce("last_refreshed_at", "created_at")) AS t FROM "user_sessions" GROUP BY "user_id") s
  WHERE s."user_id" = u."id";
