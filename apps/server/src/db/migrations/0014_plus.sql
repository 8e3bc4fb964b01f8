CREATE TABLE "ai_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"lang" varchar(8) NOT NULL,
	"role" varchar(16) NOT NULL,
	"text" text NOT NULL,
	"correction_original" text,
	"correction_text" text,
	"state" varchar(16) DEFAULT 'complete' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_quota_usage" (
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_quota_usage_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "plus_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"source" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"period" varchar(8),
	"expires_at" timestamp with time zone,
	"stripe_customer_id" varchar(255),
	"stripe_subscription_id" varchar(255),
	"stripe_status" varchar(32),
	"stripe_event_at" timestamp with time zone,
	"granted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(64) NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_quota_usage" ADD CONSTRAINT "daily_quota_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_subscriptions" ADD CONSTRAINT "plus_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plus_subscriptions" ADD CONSTRAINT "plus_subscriptions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_messages_user_lang_idx" ON "ai_messages" USING btree ("user_id","lang","id");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_subscriptions_stripe_subscription_idx" ON "plus_subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "plus_subscriptions_stripe_customer_idx" ON "plus_subscriptions" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "plus_subscriptions_expires_idx" ON "plus_subscriptions" USING btree ("expires_at") WHERE "plus_subscriptions"."status" <> 'expired';