CREATE TABLE "notification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"inquiry_id" integer,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_response" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_status_valid" CHECK ("notification"."status" in ('pending', 'sending', 'sent', 'retrying', 'failed')),
	CONSTRAINT "notification_kind_valid" CHECK ("notification"."kind" in ('inquiry_received', 'inquiry_answered')),
	CONSTRAINT "notification_language_valid" CHECK ("notification"."language" in ('ko', 'en'))
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "notify_new_inquiries" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "notice_language" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "answer_notice_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "language" text DEFAULT 'ko' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_inquiry_id_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_due_idx" ON "notification" USING btree ("next_attempt_at","id") WHERE "notification"."status" in ('pending', 'sending', 'retrying');--> statement-breakpoint
CREATE INDEX "notification_created_idx" ON "notification" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notification_status_created_idx" ON "notification" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "notification_inquiry_idx" ON "notification" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "member_notify_new_inquiries_idx" ON "member" USING btree ("id") WHERE "member"."notify_new_inquiries";