CREATE TABLE "notification_reminders" (
	"user_id" integer NOT NULL,
	"kind" varchar(64) NOT NULL,
	"period" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reminders_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "inner_subject_key" varchar(120);--> statement-breakpoint
ALTER TABLE "notification_reminders" ADD CONSTRAINT "notification_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_inner_subject_idx" ON "notifications" USING btree ("inner_subject_key") WHERE "notifications"."inner_subject_key" is not null;--> statement-breakpoint
CREATE INDEX "training_activity_days_goal_idx" ON "training_activity_days" USING btree ("day") WHERE "training_activity_days"."goal_reached";