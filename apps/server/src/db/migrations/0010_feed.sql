CREATE TABLE "answer_votes" (
	"answer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_votes_answer_id_user_id_pk" PRIMARY KEY("answer_id","user_id"),
	CONSTRAINT "answer_votes_value_check" CHECK ("answer_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"cursor" uuid PRIMARY KEY NOT NULL,
	"type" varchar(12) NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"publication_id" integer,
	"author_id" integer NOT NULL,
	"lang_code" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_items_entity_unique" UNIQUE("entity_uuid")
);
--> statement-breakpoint
CREATE TABLE "feed_pins" (
	"pin_type" varchar(16) PRIMARY KEY NOT NULL,
	"entity_uuid" uuid NOT NULL,
	"pinned_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"comment" text NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"publication_id" integer NOT NULL,
	"file" varchar(64) NOT NULL,
	"preview_file" varchar(64) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_likes" (
	"publication_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_likes_publication_id_user_id_pk" PRIMARY KEY("publication_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(12) NOT NULL,
	"author_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"lang_code" varchar(3) NOT NULL,
	"related_lang_code" varchar(3),
	"text" text,
	"title" text,
	"subtitle" text,
	"body" jsonb,
	"short_description" text,
	"description" text,
	"hashtags" text[],
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"answers_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "publications_type_check" CHECK ("publications"."type" in ('post', 'article', 'question')),
	CONSTRAINT "publications_status_check" CHECK ("publications"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"question_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"root_id" integer,
	"reply_to_id" integer,
	"answer" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"follower_id" integer NOT NULL,
	"followee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_not_self" CHECK ("user_follows"."follower_id" <> "user_follows"."followee_id")
);
--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_answer_id_question_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."question_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_votes" ADD CONSTRAINT "answer_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_publication_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."publication_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_pins" ADD CONSTRAINT "feed_pins_entity_uuid_feed_items_entity_uuid_fk" FOREIGN KEY ("entity_uuid") REFERENCES "public"."feed_items"("entity_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_pins" ADD CONSTRAINT "feed_pins_pinned_by_id_users_id_fk" FOREIGN KEY ("pinned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_comments" ADD CONSTRAINT "publication_comments_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_comments" ADD CONSTRAINT "publication_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_images" ADD CONSTRAINT "publication_images_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_likes" ADD CONSTRAINT "publication_likes_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_likes" ADD CONSTRAINT "publication_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_publications_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_root_id_question_answers_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."question_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_reply_to_id_question_answers_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."question_answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_items_lang_cursor_idx" ON "feed_items" USING btree ("lang_code","cursor");--> statement-breakpoint
CREATE INDEX "feed_items_author_cursor_idx" ON "feed_items" USING btree ("author_id","cursor");--> statement-breakpoint
CREATE INDEX "feed_items_type_cursor_idx" ON "feed_items" USING btree ("type","cursor");--> statement-breakpoint
CREATE UNIQUE INDEX "publication_comments_uuid_unique" ON "publication_comments" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "publication_comments_publication_idx" ON "publication_comments" USING btree ("publication_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "publication_images_uuid_unique" ON "publication_images" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "publication_images_publication_idx" ON "publication_images" USING btree ("publication_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_uuid_unique" ON "publications" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "publications_author_status_idx" ON "publications" USING btree ("author_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_uuid_unique" ON "question_answers" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "question_answers_best_idx" ON "question_answers" USING btree ("question_id","score","id") WHERE "question_answers"."root_id" is null;--> statement-breakpoint
CREATE INDEX "question_answers_newest_idx" ON "question_answers" USING btree ("question_id","id") WHERE "question_answers"."root_id" is null;--> statement-breakpoint
CREATE INDEX "question_answers_root_idx" ON "question_answers" USING btree ("root_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_follows_pair_unique" ON "user_follows" USING btree ("follower_id","followee_id");--> statement-breakpoint
CREATE INDEX "user_follows_followee_idx" ON "user_follows" USING btree ("followee_id","id");--> statement-breakpoint
CREATE INDEX "user_follows_follower_idx" ON "user_follows" USING btree ("follower_id","id");