CREATE TABLE "user_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lang_code" varchar(3) NOT NULL,
	"level" varchar(12) NOT NULL,
	"level_rank" smallint NOT NULL,
	"is_available_to_chat" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254),
	"nickname" varchar(30),
	"password_hash" text,
	"role" varchar(16) DEFAULT 'user' NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"premium_until" timestamp with time zone,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"need_to_set_nickname" boolean DEFAULT false NOT NULL,
	"timezone" varchar(64),
	"interface_locale" varchar(2) DEFAULT 'en' NOT NULL,
	"country" varchar(3),
	"city" varchar(120),
	"birthday" date,
	"gender" varchar(16),
	"about" text,
	"accessibility" varchar(16) DEFAULT 'public' NOT NULL,
	"avatar_file" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "user_languages" ADD CONSTRAINT "user_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_languages" ADD CONSTRAINT "user_languages_lang_code_languages_code_fk" FOREIGN KEY ("lang_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_languages_user_lang_unique" ON "user_languages" USING btree ("user_id","lang_code");--> statement-breakpoint
CREATE INDEX "user_languages_lang_idx" ON "user_languages" USING btree ("lang_code","level_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_lower_unique" ON "users" USING btree (lower("nickname"));