CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"target_type" varchar(40) NOT NULL,
	"target_key" varchar(100) NOT NULL,
	"target_user_id" integer,
	"comment" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('pending', 'accepted', 'rejected', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" varchar(40) NOT NULL,
	"target_id" integer NOT NULL,
	"action" varchar(60) NOT NULL,
	"actor_id" integer,
	"task_id" integer,
	"before" jsonb,
	"after" jsonb,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_filters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lang_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_task_skips" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_task_skips_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_key" varchar(100) NOT NULL,
	"author_id" integer,
	"complaint_id" integer,
	"lang_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"detail_data" jsonb NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"resolution" varchar(16),
	"resolved_by_id" integer,
	"resolved_at" timestamp with time zone,
	"comment" text,
	"assignee_id" integer,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_tasks_kind_check" CHECK ("moderation_tasks"."kind" in ('content', 'complaint'))
);
--> statement-breakpoint
CREATE TABLE "rating_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" varchar(60) NOT NULL,
	"entity_type" varchar(40),
	"entity_id" integer,
	"task_id" integer,
	"points" integer NOT NULL,
	"status" varchar(12) DEFAULT 'granted' NOT NULL,
	"entity_status" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "rating_events_status_check" CHECK ("rating_events"."status" in ('granted', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "user_ratings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_filters" ADD CONSTRAINT "moderation_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_task_skips" ADD CONSTRAINT "moderation_task_skips_task_id_moderation_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."moderation_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_task_skips" ADD CONSTRAINT "moderation_task_skips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_tasks" ADD CONSTRAINT "moderation_tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_tasks" ADD CONSTRAINT "moderation_tasks_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_tasks" ADD CONSTRAINT "moderation_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_events" ADD CONSTRAINT "rating_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_author_target_unique" ON "complaints" USING btree ("author_id","target_type","target_key");--> statement-breakpoint
CREATE INDEX "complaints_task_idx" ON "complaints" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_target_idx" ON "moderation_actions" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_tasks_open_unique" ON "moderation_tasks" USING btree ("kind","entity_type","entity_key") WHERE not "moderation_tasks"."done";--> statement-breakpoint
CREATE INDEX "moderation_tasks_open_idx" ON "moderation_tasks" USING btree ("id") WHERE not "moderation_tasks"."done";--> statement-breakpoint
CREATE INDEX "moderation_tasks_resolver_idx" ON "moderation_tasks" USING btree ("resolved_by_id") WHERE "moderation_tasks"."resolved_by_id" is not null;--> statement-breakpoint
CREATE INDEX "moderation_tasks_author_idx" ON "moderation_tasks" USING btree ("author_id") WHERE not "moderation_tasks"."done";--> statement-breakpoint
CREATE INDEX "rating_events_user_idx" ON "rating_events" USING btree ("user_id","action");--> statement-breakpoint
CREATE INDEX "rating_events_entity_idx" ON "rating_events" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audios_word_author_unique" ON "audios" USING btree ("word_id","author_id") WHERE "audios"."word_id" is not null and "audios"."author_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "audios_sentence_author_unique" ON "audios" USING btree ("sentence_id","author_id") WHERE "audios"."sentence_id" is not null and "audios"."author_id" is not null;