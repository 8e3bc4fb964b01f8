CREATE TABLE "speech_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"synthetic_voice" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "speech_settings" ADD CONSTRAINT "speech_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;