CREATE TABLE "conversation_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"submission_id" text NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_logs_submission_position_key" UNIQUE("submission_id","position"),
	CONSTRAINT "conversation_logs_role_known" CHECK ("conversation_logs"."role" in ('assistant', 'respondent')),
	CONSTRAINT "conversation_logs_position_positive" CHECK ("conversation_logs"."position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"scope_type" text NOT NULL,
	"scope_identifier" text NOT NULL,
	"title" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"content_en" text,
	"content_ko" text,
	"generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_message" text,
	CONSTRAINT "reports_scope_type_known" CHECK ("reports"."scope_type" in ('GLOBAL', 'REGIONAL', 'LOCAL', 'COUNTRY')),
	CONSTRAINT "reports_status_known" CHECK ("reports"."status" in ('PENDING', 'GENERATING', 'COMPLETED', 'FAILED')),
	CONSTRAINT "reports_completed_has_content" CHECK ("reports"."status" <> 'COMPLETED' or ("reports"."content_en" is not null and "reports"."content_ko" is not null and "reports"."generated_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"link_id" integer,
	"country_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"channel" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	CONSTRAINT "submissions_channel_format" CHECK ("submissions"."channel" ~ '^[1-9][0-9]*$'),
	CONSTRAINT "submissions_submitted_after_start" CHECK ("submissions"."submitted_at" >= "submissions"."started_at")
);
--> statement-breakpoint
ALTER TABLE "conversation_logs" ADD CONSTRAINT "conversation_logs_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_link_id_survey_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."survey_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_survey_id_idx" ON "reports" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "reports_status_generated_at_idx" ON "reports" USING btree ("status","generated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_survey_submitted_idx" ON "submissions" USING btree ("survey_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_country_id_idx" ON "submissions" USING btree ("country_id");--> statement-breakpoint
-- Links written before this migration name their channel 'Channel N'; the channel is now the number alone.
UPDATE "survey_links" SET "channel" = regexp_replace("channel", '^Channel ', '') WHERE "channel" LIKE 'Channel %';--> statement-breakpoint
ALTER TABLE "survey_links" ADD CONSTRAINT "survey_links_channel_format" CHECK ("survey_links"."channel" ~ '^[1-9][0-9]*$');