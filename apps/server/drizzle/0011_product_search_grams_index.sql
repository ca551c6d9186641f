-- The gram array becomes an expression index: stored as a column it made rows about 1.2 KB larger
-- (rows under 2 KB are never moved to TOAST, so 0010 could not help), and only the index is read.
DROP INDEX "product_search_grams_idx";--> statement-breakpoint
CREATE INDEX "product_search_grams_idx" ON "product" USING gin (search_grams("search_text"));--> statement-breakpoint
ALTER TABLE "product" DROP COLUMN "search_grams";