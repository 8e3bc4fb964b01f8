CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"min_suitable_version" varchar(40) NOT NULL,
	"min_version_number" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"slug" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_digests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer NOT NULL,
	"type" varchar(64) NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(64) NOT NULL,
	"in_badge" boolean DEFAULT true NOT NULL,
	"actor_id" integer,
	"cancellation_uuid" uuid,
	"subject_key" varchar(120),
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_slug_unique" ON "news_items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_items_version_idx" ON "news_items" USING btree ("min_version_number","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_uuid_unique" ON "notifications" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_badge_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null and "notifications"."in_badge";--> statement-breakpoint
CREATE INDEX "notifications_cancellation_idx" ON "notifications" USING btree ("cancellation_uuid") WHERE "notifications"."cancellation_uuid" is not null;--> statement-breakpoint
CREATE INDEX "notifications_subject_idx" ON "notifications" USING btree ("subject_key") WHERE "notifications"."subject_key" is not null;