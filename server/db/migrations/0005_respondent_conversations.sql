ALTER TABLE "conversation_logs" ADD COLUMN "client_message_id" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "respondent_token_hash" text;--> statement-breakpoint
ALTER TABLE "conversation_logs" ADD CONSTRAINT "conversation_logs_submission_client_message_key" UNIQUE("submission_id","client_message_id");--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_respondent_token_hash_unique" UNIQUE("respondent_token_hash");