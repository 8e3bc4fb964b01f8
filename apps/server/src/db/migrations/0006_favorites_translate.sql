CREATE TABLE "favorite_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_key" varchar(200) NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"entity_type" varchar(12) NOT NULL,
	"entity_id" integer,
	"additional_id" integer,
	"dedupe_key" varchar(64) NOT NULL,
	"comment" text,
	"text_from" text NOT NULL,
	"text_to" text,
	"lang_from" varchar(3) NOT NULL,
	"lang_to" varchar(3),
	"sort_key" varchar(255) NOT NULL,
	"search_text" text NOT NULL,
	"is_raw" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_entity_type_check" CHECK ("favorites"."entity_type" in ('translation', 'sentence')),
	CONSTRAINT "favorites_raw_check" CHECK (("favorites"."is_raw" and "favorites"."entity_id" is null and "favorites"."entity_type" = 'translation') or (not "favorites"."is_raw" and "favorites"."entity_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "machine_translation_usage" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"exempt_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_translation_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "favorite_groups" ADD CONSTRAINT "favorite_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_group_id_favorite_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."favorite_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_translation_usage" ADD CONSTRAINT "machine_translation_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_groups_user_name_unique" ON "favorite_groups" USING btree ("user_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_groups_one_main" ON "favorite_groups" USING btree ("user_id") WHERE "favorite_groups"."is_main";--> statement-breakpoint
CREATE INDEX "favorite_groups_user_position_idx" ON "favorite_groups" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_group_dedupe_unique" ON "favorites" USING btree ("group_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "favorites_group_created_idx" ON "favorites" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "favorites_group_sort_idx" ON "favorites" USING btree ("group_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "favorites_user_entity_idx" ON "favorites" USING btree ("user_id","entity_type","entity_id");