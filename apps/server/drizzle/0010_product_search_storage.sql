-- The gram array is about 1 KB a product and only its GIN index is ever read (containment is
-- not lossy, so rows are not rechecked against it). Kept inline it tripled the table, and every
-- list and search read three times the pages. Stored out of line (TOAST) from now on.
ALTER TABLE "product" ALTER COLUMN "search_grams" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "product" SET (toast_tuple_target = 512);
