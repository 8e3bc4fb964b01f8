CREATE TABLE "task_assignments" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" varchar(8),
	"weight" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "task_assignments_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_comments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "task_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_sources" (
	"source" varchar(40) PRIMARY KEY NOT NULL,
	"last_id" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(32) NOT NULL,
	"queue" varchar(16) DEFAULT 'community' NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_id" integer NOT NULL,
	"lang_codes" text[] NOT NULL,
	"author_id" integer,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"resolution" varchar(16),
	"capacity" smallint DEFAULT 1 NOT NULL,
	"yes_weight" integer DEFAULT 0 NOT NULL,
	"no_weight" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"author_answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('open', 'done', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "task_assignments" ADD CONSTRAINT "task_assignments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignments" ADD CONSTRAINT "task_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_settings" ADD CONSTRAINT "task_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_assignments_holders_idx" ON "task_assignments" USING btree ("task_id","received_at") WHERE "task_assignments"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "task_assignments_answers_idx" ON "task_assignments" USING btree ("task_id","answered_at") WHERE "task_assignments"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_open_unique" ON "tasks" USING btree ("type","entity_type","entity_id") WHERE "tasks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tasks_pool_idx" ON "tasks" USING btree ("queue","type","id") WHERE "tasks"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tasks_author_idx" ON "tasks" USING btree ("author_id","id") WHERE "tasks"."author_id" is not null;