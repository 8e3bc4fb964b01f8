CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"group" varchar(20) NOT NULL,
	"parent_id" integer,
	"lang_code" varchar(3),
	"position" smallint DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "attributes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"code_two_signs" varchar(2) NOT NULL,
	"code_terminology" varchar(3) NOT NULL,
	"lang_detect" varchar(3) NOT NULL,
	"is_sentence_breaking" boolean DEFAULT true NOT NULL,
	CONSTRAINT "languages_codeTwoSigns_unique" UNIQUE("code_two_signs")
);
--> statement-breakpoint
CREATE TABLE "vocabularies" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_parent_id_attributes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_lang_code_languages_code_fk" FOREIGN KEY ("lang_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;