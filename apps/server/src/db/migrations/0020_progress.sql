CREATE TABLE "user_achievements" (
	"user_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"level" smallint NOT NULL,
	"achieved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "user_levels" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_rating_kinds" (
	"user_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_rating_kinds_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "weekly_award_weeks" (
	"week_start" date PRIMARY KEY NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_awards" (
	"week_start" date NOT NULL,
	"user_id" integer NOT NULL,
	"place" smallint NOT NULL,
	"points" integer NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_awards_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "weekly_charts" (
	"week_start" date PRIMARY KEY NOT NULL,
	"chart" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_levels" ADD CONSTRAINT "user_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rating_kinds" ADD CONSTRAINT "user_rating_kinds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_awards" ADD CONSTRAINT "weekly_awards_week_start_weekly_award_weeks_week_start_fk" FOREIGN KEY ("week_start") REFERENCES "public"."weekly_award_weeks"("week_start") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_awards" ADD CONSTRAINT "weekly_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_awards_user_idx" ON "weekly_awards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rating_events_user_id_idx" ON "rating_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "rating_events_week_idx" ON "rating_events" USING btree ("created_at","user_id","points") WHERE "rating_events"."status" = 'granted' and "rating_events"."action" not like 'LESSON\_%';--> statement-breakpoint
CREATE FUNCTION "rating_kind"(action text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN action LIKE 'LESSON\_%' THEN 'EDUCATION_RATING'
    WHEN action LIKE 'VERIFY\_%' THEN 'VERIFICATION_RATING'
    WHEN action LIKE 'MODERATE\_%' THEN 'MODERATION_RATING'
    WHEN action LIKE 'COMPLAIN\_%' THEN 'COMPLAINT_RATING'
    ELSE 'CONTRIBUTION_RATING'
  END
$$;--> statement-breakpoint
CREATE FUNCTION "rating_events_kind_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'granted' THEN
    UPDATE user_rating_kinds SET points = points - OLD.points WHERE user_id = OLD.user_id AND kind = rating_kind(OLD.action);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'granted' THEN
    INSERT INTO user_rating_kinds (user_id, kind, points) VALUES (NEW.user_id, rating_kind(NEW.action), NEW.points)
      ON CONFLICT (user_id, kind) DO UPDATE SET points = user_rating_kinds.points + EXCLUDED.points;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "rating_events" (user_id, action, entity_type, entity_id, points, status, created_at)
  SELECT user_id, 'LESSON_COMPLETE', 'lesson', id, points, 'granted', completed_at FROM training_lessons
  WHERE completed_at IS NOT NULL AND points > 0;--> statement-breakpoint
CREATE TRIGGER "rating_events_kind_totals" AFTER INSERT OR DELETE OR UPDATE OF status, points, action, user_id ON "rating_events"
  FOR EACH ROW EXECUTE FUNCTION rating_events_kind_totals();--> statement-breakpoint
INSERT INTO "user_rating_kinds" (user_id, kind, points)
  SELECT user_id, rating_kind(action), sum(points)::int FROM rating_events WHERE status = 'granted' GROUP BY 1, 2;
