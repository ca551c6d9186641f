-- The name's words but the first (decision 5): a search in name order walks from its word, where
-- the names starting with it lie, and reads the names holding it later through this index.
-- Analysed at once, as the search chooses its reads by the statistics.
CREATE INDEX "product_name_later_words_idx" ON "product" USING gin (((string_to_array(lower("name"), ' '))[2:]));--> statement-breakpoint
ANALYZE "product";
