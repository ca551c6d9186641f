-- Product codes (품번, model names): optional, one product per code ignoring case, and searched
-- like the name. The search text gains the code, so its generated column is made again (no
-- ALTER ... SET EXPRESSION before PostgreSQL 17): the table is rewritten once and both search
-- indexes rebuilt, about a minute per million products.
ALTER TABLE "product" ADD COLUMN "code" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_text(name text, code text, summary text, specs jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(
    name || ' ' || coalesce(code, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(
      (SELECT string_agg(coalesce(e->>'label', '') || ' ' || coalesce(e->>'value', ''), ' ')
         FROM jsonb_array_elements(specs) AS e),
      '')), '[[:space:][:cntrl:]]+', ' ', 'g')
$$;--> statement-breakpoint
ALTER TABLE "product" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_text" text GENERATED ALWAYS AS (product_search_text(name, code, summary, specs)) STORED NOT NULL;--> statement-breakpoint
DROP FUNCTION product_search_text(text, text, jsonb);--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_grams_idx" ON "product" USING gin (search_grams("search_text"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_code_lower_idx" ON "product" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
-- The search reads the gram statistics (gram-frequency.ts); the new index has none until analysed.
ANALYZE "product";
