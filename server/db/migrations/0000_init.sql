CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"iso_code" text NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name"),
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code"),
	CONSTRAINT "countries_iso_code_format" CHECK ("countries"."iso_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "country_languages" (
	"country_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "country_languages_country_id_language_code_pk" PRIMARY KEY("country_id","language_code"),
	CONSTRAINT "country_languages_country_position_key" UNIQUE("country_id","position")
);
--> statement-breakpoint
CREATE TABLE "local_countries" (
	"local_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "local_countries_local_id_country_id_pk" PRIMARY KEY("local_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "locals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	CONSTRAINT "locals_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "survey_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" text NOT NULL,
	"country_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"effective_language" text,
	"channel" text NOT NULL,
	"token" text NOT NULL,
	CONSTRAINT "survey_links_token_unique" UNIQUE("token"),
	CONSTRAINT "survey_links_survey_country_language_channel_key" UNIQUE("survey_id","country_id","language_code","channel")
);
--> statement-breakpoint
CREATE TABLE "survey_locales" (
	"survey_id" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_locales_survey_id_locale_pk" PRIMARY KEY("survey_id","locale"),
	CONSTRAINT "survey_locales_status_known" CHECK ("survey_locales"."status" in ('in_progress', 'completed', 'error'))
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"survey_id" text NOT NULL,
	"question_id" text NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "survey_questions_survey_id_question_id_pk" PRIMARY KEY("survey_id","question_id"),
	CONSTRAINT "survey_questions_survey_position_key" UNIQUE("survey_id","position"),
	CONSTRAINT "survey_questions_position_positive" CHECK ("survey_questions"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "survey_target_countries" (
	"survey_id" text NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "survey_target_countries_survey_id_country_id_pk" PRIMARY KEY("survey_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_by_username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_date" date NOT NULL,
	"end_time" text NOT NULL,
	"timezone" text NOT NULL,
	"target_channels" integer NOT NULL,
	CONSTRAINT "surveys_start_time_format" CHECK ("surveys"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "surveys_end_time_format" CHECK ("surveys"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "surveys_target_channels_positive" CHECK ("surveys"."target_channels" >= 1)
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_languages" ADD CONSTRAINT "country_languages_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_countries" ADD CONSTRAINT "local_countries_local_id_locals_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_countries" ADD CONSTRAINT "local_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locals" ADD CONSTRAINT "locals_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_links" ADD CONSTRAINT "survey_links_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_links" ADD CONSTRAINT "survey_links_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_locales" ADD CONSTRAINT "survey_locales_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_target_countries" ADD CONSTRAINT "survey_target_countries_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_target_countries" ADD CONSTRAINT "survey_target_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "countries_region_id_idx" ON "countries" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "local_countries_country_id_idx" ON "local_countries" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "locals_region_id_idx" ON "locals" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "survey_links_country_id_idx" ON "survey_links" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "survey_target_countries_country_id_idx" ON "survey_target_countries" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "surveys_created_at_idx" ON "surveys" USING btree ("created_at" DESC NULLS LAST);