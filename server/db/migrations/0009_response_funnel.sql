ALTER TABLE "survey_links" ADD COLUMN "visits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_links" ADD CONSTRAINT "survey_links_visits_not_negative" CHECK ("survey_links"."visits" >= 0);--> statement-breakpoint
-- Until now the page started a conversation when the link was opened: each such row was a visit. Those visits are kept as
-- the links' counts, and the conversations without an answer stop being responses (they hold none of the respondent's words).
UPDATE "survey_links" SET "visits" = (SELECT count(*) FROM "submissions" WHERE "submissions"."link_id" = "survey_links"."id");--> statement-breakpoint
DELETE FROM "submissions" WHERE NOT EXISTS (
  SELECT 1 FROM "conversation_logs"
  WHERE "conversation_logs"."submission_id" = "submissions"."id" AND "conversation_logs"."role" = 'respondent'
);
