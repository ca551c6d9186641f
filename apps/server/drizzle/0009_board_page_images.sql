ALTER TABLE "post" ADD COLUMN "image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "image_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "post_image_ids_idx" ON "post" USING gin ("image_ids");--> statement-breakpoint
CREATE INDEX "page_image_ids_idx" ON "page" USING gin ("image_ids");