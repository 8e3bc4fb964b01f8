ALTER TABLE "selections" ADD COLUMN "editing_until" timestamp with time zone;--> statement-breakpoint
-- Two instances may have written the same event key for a member before this index: keep the first.
DELETE FROM "notifications" n USING "notifications" o
  WHERE n."cancellation_uuid" IS NOT NULL AND o."cancellation_uuid" = n."cancellation_uuid" AND o."user_id" = n."user_id" AND o."id" < n."id";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_cancellation_unique" ON "notifications" USING btree ("user_id","cancellation_uuid") WHERE "notifications"."cancellation_uuid" is not null;
