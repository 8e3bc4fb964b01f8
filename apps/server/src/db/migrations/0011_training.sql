CREATE TABLE "selection_comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "selection_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "selection_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"selection_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"comment" text NOT NULL,
	"likes_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_learners" (
	"selection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_learners_selection_id_user_id_pk" PRIMARY KEY("selection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "selection_likes" (
	"selection_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "selection_likes_selection_id_user_id_pk" PRIMARY KEY("selection_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "selection_unions" (
	"id" serial PRIMARY KEY NOT NULL,
	"selection_id" integer NOT NULL,
	"union_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"author_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"lang_from" varchar(3) NOT NULL,
	"lang_to" varchar(3) NOT NULL,
	"complexity" varchar(8) DEFAULT 'medium' NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"search_words" text DEFAULT '' NOT NULL,
	"words_total" integer DEFAULT 0 NOT NULL,
	"likes_total" integer DEFAULT 0 NOT NULL,
	"comments_total" integer DEFAULT 0 NOT NULL,
	"followers_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selections_complexity_check" CHECK ("selections"."complexity" in ('easy', 'medium', 'hard'))
);
--> statement-breakpoint
CREATE TABLE "training_activity_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	"goal_reached" boolean DEFAULT false NOT NULL,
	CONSTRAINT "training_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "training_answers" (
	"lesson_id" integer NOT NULL,
	"union_id" integer NOT NULL,
	"exercise" varchar(32) NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_answers_lesson_id_union_id_exercise_pk" PRIMARY KEY("lesson_id","union_id","exercise")
);
--> statement-breakpoint
CREATE TABLE "training_cards" (
	"user_id" integer NOT NULL,
	"union_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "training_cards_user_id_union_id_pk" PRIMARY KEY("user_id","union_id")
);
--> statement-breakpoint
CREATE TABLE "training_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"selection_id" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_goal" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "selection_comment_likes" ADD CONSTRAINT "selection_comment_likes_comment_id_selection_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."selection_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_comment_likes" ADD CONSTRAINT "selection_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_comments" ADD CONSTRAINT "selection_comments_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_comments" ADD CONSTRAINT "selection_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_learners" ADD CONSTRAINT "selection_learners_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_learners" ADD CONSTRAINT "selection_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_likes" ADD CONSTRAINT "selection_likes_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_likes" ADD CONSTRAINT "selection_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_unions" ADD CONSTRAINT "selection_unions_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_unions" ADD CONSTRAINT "selection_unions_union_id_translation_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."translation_unions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_activity_days" ADD CONSTRAINT "training_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_answers" ADD CONSTRAINT "training_answers_lesson_id_training_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."training_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_cards" ADD CONSTRAINT "training_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_cards" ADD CONSTRAINT "training_cards_union_id_translation_unions_id_fk" FOREIGN KEY ("union_id") REFERENCES "public"."translation_unions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_lessons" ADD CONSTRAINT "training_lessons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_lessons" ADD CONSTRAINT "training_lessons_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_settings" ADD CONSTRAINT "training_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "selection_comments_uuid_unique" ON "selection_comments" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "selection_comments_page_idx" ON "selection_comments" USING btree ("selection_id","id");--> statement-breakpoint
CREATE INDEX "selection_learners_user_idx" ON "selection_learners" USING btree ("user_id","selection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_unions_unique" ON "selection_unions" USING btree ("selection_id","union_id");--> statement-breakpoint
CREATE INDEX "selection_unions_page_idx" ON "selection_unions" USING btree ("selection_id","id");--> statement-breakpoint
CREATE INDEX "selection_unions_union_idx" ON "selection_unions" USING btree ("union_id");--> statement-breakpoint
CREATE UNIQUE INDEX "selections_uuid_unique" ON "selections" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "selections_author_idx" ON "selections" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "selections_public_new_idx" ON "selections" USING btree ("created_at","id") WHERE "selections"."is_public";--> statement-breakpoint
CREATE INDEX "selections_public_popular_idx" ON "selections" USING btree (("likes_total" + "followers_total"),"id") WHERE "selections"."is_public";--> statement-breakpoint
CREATE INDEX "selections_public_pair_idx" ON "selections" USING btree ("lang_from","lang_to","id") WHERE "selections"."is_public";--> statement-breakpoint
CREATE INDEX "selections_search_name_trgm_idx" ON "selections" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "selections_search_words_trgm_idx" ON "selections" USING gin ("search_words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_cards_due_idx" ON "training_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE UNIQUE INDEX "training_lessons_uuid_unique" ON "training_lessons" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "training_lessons_user_idx" ON "training_lessons" USING btree ("user_id","id");