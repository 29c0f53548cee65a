CREATE TABLE "translation_memory" (
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"source_hash" text NOT NULL,
	"source_text" text NOT NULL,
	"text" text NOT NULL,
	"origin" text NOT NULL,
	"author" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_memory_source_language_target_language_source_hash_pk" PRIMARY KEY("source_language","target_language","source_hash"),
	CONSTRAINT "translation_memory_origin_known" CHECK ("translation_memory"."origin" in ('machine', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "survey_translations" ADD COLUMN "origin" text DEFAULT 'machine' NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "detected_language" text;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "detected_language_confidence" real;--> statement-breakpoint
ALTER TABLE "survey_translations" ADD CONSTRAINT "survey_translations_origin_known" CHECK ("survey_translations"."origin" in ('machine', 'staff'));