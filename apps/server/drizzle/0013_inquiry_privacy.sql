ALTER TABLE "inquiry" DROP CONSTRAINT "inquiry_contact_given";--> statement-breakpoint
-- Inquiries written before consent was recorded: the form has always required consent, so
-- its time is the inquiry's; the version says the text was not recorded.
ALTER TABLE "inquiry" ADD COLUMN "privacy_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
UPDATE "inquiry" SET "privacy_consent_at" = "created_at", "privacy_notice_version" = 'unrecorded';--> statement-breakpoint
ALTER TABLE "inquiry" ALTER COLUMN "privacy_consent_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry" ALTER COLUMN "privacy_notice_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "inquiry_retention_idx" ON "inquiry" USING btree (coalesce("answered_at", "created_at"),"id") WHERE "inquiry"."personal_data_erased_at" is null;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_contact_given" CHECK ("inquiry"."email" is not null or "inquiry"."phone" is not null or "inquiry"."personal_data_erased_at" is not null);
