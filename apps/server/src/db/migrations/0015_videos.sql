CREATE TABLE "video_caption_segments" (
	"caption_id" integer NOT NULL,
	"position" integer NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "video_caption_segments_caption_id_position_pk" PRIMARY KEY("caption_id","position")
);
--> statement-breakpoint
CREATE TABLE "video_captions" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"lang_code" varchar(3) NOT NULL,
	"segments_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "video_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"video_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"comment" text NOT NULL,
	"likes_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_learners" (
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_learners_video_id_user_id_pk" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_likes" (
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "video_likes_video_id_user_id_pk" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_progress" (
	"video_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position_ms" integer DEFAULT 0 NOT NULL,
	"watched_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_progress_video_id_user_id_pk" PRIMARY KEY("video_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"file" varchar(80) NOT NULL,
	"file_size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"poster" varchar(80),
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"author_id" integer NOT NULL,
	"title" varchar(150) NOT NULL,
	"lang_code" varchar(3) NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"complexity" varchar(8) DEFAULT 'medium' NOT NULL,
	"subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"source" varchar(8) NOT NULL,
	"source_key" varchar(80) NOT NULL,
	"file" varchar(80),
	"file_size" bigint,
	"poster" varchar(80),
	"youtube_id" varchar(16),
	"duration_ms" integer NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"likes_total" integer DEFAULT 0 NOT NULL,
	"comments_total" integer DEFAULT 0 NOT NULL,
	"followers_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_source_check" CHECK ("videos"."source" in ('upload', 'youtube')),
	CONSTRAINT "videos_complexity_check" CHECK ("videos"."complexity" in ('easy', 'medium', 'hard'))
);
--> statement-breakpoint
ALTER TABLE "video_caption_segments" ADD CONSTRAINT "video_caption_segments_caption_id_video_captions_id_fk" FOREIGN KEY ("caption_id") REFERENCES "public"."video_captions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_captions" ADD CONSTRAINT "video_captions_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comment_likes" ADD CONSTRAINT "video_comment_likes_comment_id_video_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."video_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comment_likes" ADD CONSTRAINT "video_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comments" ADD CONSTRAINT "video_comments_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comments" ADD CONSTRAINT "video_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_learners" ADD CONSTRAINT "video_learners_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_learners" ADD CONSTRAINT "video_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_likes" ADD CONSTRAINT "video_likes_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_likes" ADD CONSTRAINT "video_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_caption_segments_window_idx" ON "video_caption_segments" USING btree ("caption_id","end_ms");--> statement-breakpoint
CREATE UNIQUE INDEX "video_captions_unique" ON "video_captions" USING btree ("video_id","lang_code");--> statement-breakpoint
CREATE UNIQUE INDEX "video_comments_uuid_unique" ON "video_comments" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "video_comments_page_idx" ON "video_comments" USING btree ("video_id","id");--> statement-breakpoint
CREATE INDEX "video_learners_user_idx" ON "video_learners" USING btree ("user_id","video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_uploads_uuid_unique" ON "video_uploads" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "video_uploads_created_idx" ON "video_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_uuid_unique" ON "videos" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_author_source_unique" ON "videos" USING btree ("author_id","source_key");--> statement-breakpoint
CREATE INDEX "videos_author_idx" ON "videos" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "videos_public_new_idx" ON "videos" USING btree ("created_at","id") WHERE "videos"."is_public";--> statement-breakpoint
CREATE INDEX "videos_public_popular_idx" ON "videos" USING btree (("likes_total" + "followers_total"),"id") WHERE "videos"."is_public";--> statement-breakpoint
CREATE INDEX "videos_search_name_trgm_idx" ON "videos" USING gin ("search_name" gin_trgm_ops);