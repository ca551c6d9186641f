CREATE TABLE "site_font" (
	"hash" text PRIMARY KEY NOT NULL,
	"characters" text NOT NULL,
	"font" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_font_created_idx" ON "site_font" USING btree ("created_at" DESC NULLS LAST);