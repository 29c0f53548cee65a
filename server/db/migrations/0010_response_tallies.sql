CREATE TABLE "response_tallies" (
	"survey_id" text NOT NULL,
	"country_id" integer NOT NULL,
	"channel" text NOT NULL,
	"day" date NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"complete" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "response_tallies_survey_id_country_id_channel_day_pk" PRIMARY KEY("survey_id","country_id","channel","day"),
	CONSTRAINT "response_tallies_counts_valid" CHECK ("response_tallies"."complete" >= 0 and "response_tallies"."complete" <= "response_tallies"."started")
);
--> statement-breakpoint
ALTER TABLE "response_tallies" ADD CONSTRAINT "response_tallies_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_tallies" ADD CONSTRAINT "response_tallies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "response_tallies_day_idx" ON "response_tallies" USING btree ("day");--> statement-breakpoint
-- The responses already stored, counted once; from here on the triggers below keep the counts in step with each write.
INSERT INTO "response_tallies" ("survey_id", "country_id", "channel", "day", "started", "complete")
SELECT "survey_id", "country_id", "channel", ("started_at" AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE "finished")
FROM "submissions"
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- A submission counts once where it started (survey, country, channel, UTC day), and as complete once finished. An
-- update takes the old row's count away and adds the new row's, so any change of those columns keeps the sums true.
CREATE FUNCTION "tally_response"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "response_tallies"
    SET "started" = "started" - 1, "complete" = "complete" - OLD."finished"::int
    WHERE "survey_id" = OLD."survey_id" AND "country_id" = OLD."country_id" AND "channel" = OLD."channel"
      AND "day" = (OLD."started_at" AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "response_tallies" AS "tally" ("survey_id", "country_id", "channel", "day", "started", "complete")
    VALUES (NEW."survey_id", NEW."country_id", NEW."channel", (NEW."started_at" AT TIME ZONE 'UTC')::date, 1, NEW."finished"::int)
    ON CONFLICT ("survey_id", "country_id", "channel", "day")
    DO UPDATE SET "started" = "tally"."started" + 1, "complete" = "tally"."complete" + excluded."complete";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "submissions_tally_write" AFTER INSERT OR DELETE ON "submissions"
FOR EACH ROW EXECUTE FUNCTION "tally_response"();--> statement-breakpoint
-- Each message moves submitted_at; only a change of what is counted touches the tallies.
CREATE TRIGGER "submissions_tally_change" AFTER UPDATE ON "submissions"
FOR EACH ROW
WHEN (
  OLD."finished" IS DISTINCT FROM NEW."finished" OR OLD."started_at" IS DISTINCT FROM NEW."started_at"
  OR OLD."survey_id" IS DISTINCT FROM NEW."survey_id" OR OLD."country_id" IS DISTINCT FROM NEW."country_id"
  OR OLD."channel" IS DISTINCT FROM NEW."channel"
)
EXECUTE FUNCTION "tally_response"();
