ALTER TABLE "conversation_logs" ADD COLUMN "question_number" integer;--> statement-breakpoint
ALTER TABLE "conversation_logs" ADD COLUMN "follow_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_logs" ADD CONSTRAINT "conversation_logs_question_number_positive" CHECK ("conversation_logs"."question_number" >= 1);