CREATE TABLE "status_count" (
	"table_name" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "status_count_table_name_status_pk" PRIMARY KEY("table_name","status")
);
--> statement-breakpoint
CREATE INDEX "post_created_idx" ON "post" USING btree ("created_at");