CREATE TABLE "image" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"variants" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_variants_not_empty" CHECK (jsonb_array_length("image"."variants") > 0)
);
--> statement-breakpoint
ALTER TABLE "image" ADD CONSTRAINT "image_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "image_sha256_uq" ON "image" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "image_storage_key_uq" ON "image" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "image_created_at_idx" ON "image" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "image_name_trgm_idx" ON "image" USING gin (lower("original_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "image_created_by_idx" ON "image" USING btree ("created_by");