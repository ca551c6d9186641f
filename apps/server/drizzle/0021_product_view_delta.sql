CREATE TABLE "product_view_delta" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
-- Room on each page for the next version of a row, so adding views is a HOT update.
ALTER TABLE "product_view_delta" SET (fillfactor = 50);
