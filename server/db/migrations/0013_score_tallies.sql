CREATE TABLE "score_tallies" (
	"survey_id" text NOT NULL,
	"question_number" integer NOT NULL,
	"country_id" integer NOT NULL,
	"day" date NOT NULL,
	"value" smallint NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "score_tallies_survey_id_question_number_country_id_day_value_pk" PRIMARY KEY("survey_id","question_number","country_id","day","value"),
	CONSTRAINT "score_tallies_answers_valid" CHECK ("score_tallies"."answers" >= 0)
);
--> statement-breakpoint
ALTER TABLE "score_tallies" ADD CONSTRAINT "score_tallies_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_tallies" ADD CONSTRAINT "score_tallies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_tallies_day_idx" ON "score_tallies" USING btree ("day");--> statement-breakpoint
-- The scored answers already stored, counted once; from here on the triggers below keep the counts in step.
INSERT INTO "score_tallies" ("survey_id", "question_number", "country_id", "day", "value", "answers")
SELECT "s"."survey_id", "l"."question_number", "s"."country_id", ("l"."created_at" AT TIME ZONE 'UTC')::date, "l"."answer_value", count(*)
FROM "conversation_logs" AS "l"
INNER JOIN "submissions" AS "s" ON "s"."id" = "l"."submission_id"
WHERE "l"."answer_value" IS NOT NULL AND "l"."question_number" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- A scored answer counts once under its submission's survey and country, its question, the UTC day of its message and
-- its value. An update takes the old row's count away and adds the new row's. A message whose submission is gone (a
-- deleted submission's messages, deleted after it by the cascade) finds no submission and changes nothing: the
-- submission's own trigger below has taken its answers away.
CREATE FUNCTION "tally_score"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."answer_value" IS NOT NULL AND OLD."question_number" IS NOT NULL THEN
    UPDATE "score_tallies" AS "tally"
    SET "answers" = "tally"."answers" - 1
    FROM "submissions" AS "s"
    WHERE "s"."id" = OLD."submission_id" AND "tally"."survey_id" = "s"."survey_id" AND "tally"."country_id" = "s"."country_id"
      AND "tally"."question_number" = OLD."question_number" AND "tally"."day" = (OLD."created_at" AT TIME ZONE 'UTC')::date
      AND "tally"."value" = OLD."answer_value";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."answer_value" IS NOT NULL AND NEW."question_number" IS NOT NULL THEN
    INSERT INTO "score_tallies" AS "tally" ("survey_id", "question_number", "country_id", "day", "value", "answers")
    SELECT "s"."survey_id", NEW."question_number", "s"."country_id", (NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."answer_value", 1
    FROM "submissions" AS "s"
    WHERE "s"."id" = NEW."submission_id"
    ON CONFLICT ("survey_id", "question_number", "country_id", "day", "value")
    DO UPDATE SET "answers" = "tally"."answers" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "conversation_logs_score_insert" AFTER INSERT ON "conversation_logs"
FOR EACH ROW WHEN (NEW."answer_value" IS NOT NULL)
EXECUTE FUNCTION "tally_score"();--> statement-breakpoint
CREATE TRIGGER "conversation_logs_score_delete" AFTER DELETE ON "conversation_logs"
FOR EACH ROW WHEN (OLD."answer_value" IS NOT NULL)
EXECUTE FUNCTION "tally_score"();--> statement-breakpoint
CREATE TRIGGER "conversation_logs_score_change" AFTER UPDATE ON "conversation_logs"
FOR EACH ROW
WHEN (
  OLD."answer_value" IS DISTINCT FROM NEW."answer_value" OR OLD."question_number" IS DISTINCT FROM NEW."question_number"
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."submission_id" IS DISTINCT FROM NEW."submission_id"
)
EXECUTE FUNCTION "tally_score"();--> statement-breakpoint
-- A submission deleted takes its scored answers away while its messages are still there to count them.
-- When the survey itself is being deleted its tallies go with it (the cascade): nothing to take away, and an update of
-- them now would point at the survey already gone.
CREATE FUNCTION "untally_submission_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "surveys" WHERE "id" = OLD."survey_id") THEN
    RETURN OLD;
  END IF;
  UPDATE "score_tallies" AS "tally"
  SET "answers" = "tally"."answers" - "gone"."answers"
  FROM (
    SELECT "question_number", ("created_at" AT TIME ZONE 'UTC')::date AS "day", "answer_value" AS "value", count(*)::int AS "answers"
    FROM "conversation_logs"
    WHERE "submission_id" = OLD."id" AND "answer_value" IS NOT NULL AND "question_number" IS NOT NULL
    GROUP BY 1, 2, 3
  ) AS "gone"
  WHERE "tally"."survey_id" = OLD."survey_id" AND "tally"."country_id" = OLD."country_id"
    AND "tally"."question_number" = "gone"."question_number" AND "tally"."day" = "gone"."day" AND "tally"."value" = "gone"."value";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "submissions_score_untally" BEFORE DELETE ON "submissions"
FOR EACH ROW EXECUTE FUNCTION "untally_submission_scores"();
