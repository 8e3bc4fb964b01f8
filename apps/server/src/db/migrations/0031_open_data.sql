CREATE TABLE "dictionary_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" varchar(100) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"step" varchar(16),
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"message" text,
	"result" jsonb,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_data_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dictionary_imports" ADD CONSTRAINT "dictionary_imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_data_settings" ADD CONSTRAINT "open_data_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_imports_one_active" ON "dictionary_imports" USING btree ((true)) WHERE "dictionary_imports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "dictionary_imports_created_idx" ON "dictionary_imports" USING btree ("created_at");