CREATE TABLE "moderation_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_role" varchar(16) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target_type" varchar(40) NOT NULL,
	"target_key" varchar(100) NOT NULL,
	"target_user_id" integer,
	"task_id" integer,
	"sanction_id" integer,
	"before" jsonb,
	"after" jsonb,
	"reason" varchar(40),
	"comment" text,
	"reverses_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"page" varchar(200),
	"done" boolean DEFAULT false NOT NULL,
	"done_by_id" integer,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sanctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"reason" varchar(40) NOT NULL,
	"comment" text,
	"period_days" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by_id" integer,
	"task_id" integer,
	"lifted_at" timestamp with time zone,
	"lifted_by_id" integer,
	"lift_reason" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sanctions_kind_check" CHECK ("user_sanctions"."kind" in ('block', 'reprimand')),
	CONSTRAINT "user_sanctions_period_check" CHECK ("user_sanctions"."period_days" is null or "user_sanctions"."period_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_expert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_audit" ADD CONSTRAINT "moderation_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_audit" ADD CONSTRAINT "moderation_audit_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sanctions" ADD CONSTRAINT "user_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sanctions" ADD CONSTRAINT "user_sanctions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sanctions" ADD CONSTRAINT "user_sanctions_lifted_by_id_users_id_fk" FOREIGN KEY ("lifted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_audit_actor_idx" ON "moderation_audit" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "moderation_audit_target_user_idx" ON "moderation_audit" USING btree ("target_user_id","id");--> statement-breakpoint
CREATE INDEX "moderation_audit_target_idx" ON "moderation_audit" USING btree ("target_type","target_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_audit_reverses_unique" ON "moderation_audit" USING btree ("reverses_id") WHERE "moderation_audit"."reverses_id" is not null;--> statement-breakpoint
CREATE INDEX "user_reviews_done_idx" ON "user_reviews" USING btree ("done","id");--> statement-breakpoint
CREATE INDEX "user_sanctions_user_idx" ON "user_sanctions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_sanctions_open_blocks_idx" ON "user_sanctions" USING btree ("user_id") WHERE "user_sanctions"."kind" = 'block' and "user_sanctions"."lifted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_sanctions_one_reprimand" ON "user_sanctions" USING btree ("user_id") WHERE "user_sanctions"."kind" = 'reprimand' and "user_sanctions"."lifted_at" is null;