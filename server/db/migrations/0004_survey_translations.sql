CREATE TABLE "survey_translations" (
	"survey_id" text NOT NULL,
	"locale" text NOT NULL,
	"item" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "survey_translations_survey_id_locale_item_pk" PRIMARY KEY("survey_id","locale","item")
);
--> statement-breakpoint
ALTER TABLE "survey_locales" ADD COLUMN "title_translated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_locales" ADD COLUMN "questions_translated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_locales" ADD COLUMN "questions_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "source_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "create_request_hash" text;--> statement-breakpoint
ALTER TABLE "survey_translations" ADD CONSTRAINT "survey_translations_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;