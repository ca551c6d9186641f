ALTER TABLE "notification" DROP CONSTRAINT "notification_kind_valid";--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "notify_search_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "digest_token" text;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "period" date;--> statement-breakpoint
CREATE UNIQUE INDEX "member_digest_token_uq" ON "member" USING btree ("digest_token") WHERE "member"."digest_token" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_digest_uq" ON "notification" USING btree ("recipient","period") WHERE "notification"."kind" = 'search_digest';--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_kind_valid" CHECK ("notification"."kind" in ('inquiry_received', 'inquiry_answered', 'search_digest'));