-- The name's own grams (decision 5, rung 4): a broad keyword's matches in names are read without
-- those in summaries and specs. Analysed at once, since the search chooses its reads by the index's
-- statistics.
CREATE INDEX "product_name_key_grams_idx" ON "product" USING gin (search_grams(split_part("search_key", '|', 1)));--> statement-breakpoint
ANALYZE "product";
