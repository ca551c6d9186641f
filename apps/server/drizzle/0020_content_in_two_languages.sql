-- Content in two languages (issue 15, decision 17): an optional English version of every text
-- staff write, in nullable columns beside the Korean (null: no English, the Korean is shown).
ALTER TABLE "place" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "category" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "board" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "board" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "post" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "post" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "meta_description_en" text;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "cta_label_en" text;--> statement-breakpoint
ALTER TABLE "page_revision" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "page_revision" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "page_revision" ADD COLUMN "meta_description_en" text;--> statement-breakpoint
ALTER TABLE "page_revision" ADD COLUMN "cta_label_en" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "specs_en" jsonb;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_specs_en_array" CHECK (jsonb_typeof("product"."specs_en") = 'array');--> statement-breakpoint
-- English names rank like Korean ones: an exact or prefix match is read through this index.
CREATE INDEX "product_name_en_lower_idx" ON "product" USING btree (lower("name_en") text_pattern_ops);--> statement-breakpoint
-- Search finds products by their English names and summaries too: the search text gains them,
-- so its generated column is made again as in 0017 (no SET EXPRESSION before PostgreSQL 17),
-- the table rewritten once and both search indexes rebuilt.
CREATE OR REPLACE FUNCTION product_search_text(name text, name_en text, code text, summary text, summary_en text, specs jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(
    name || ' ' || coalesce(name_en, '') || ' ' || coalesce(code, '') || ' ' ||
    coalesce(summary, '') || ' ' || coalesce(summary_en, '') || ' ' || coalesce(
      (SELECT string_agg(coalesce(e->>'label', '') || ' ' || coalesce(e->>'value', ''), ' ')
         FROM jsonb_array_elements(specs) AS e),
      '')), '[[:space:][:cntrl:]]+', ' ', 'g')
$$;--> statement-breakpoint
ALTER TABLE "product" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_text" text GENERATED ALWAYS AS (product_search_text(name, name_en, code, summary, summary_en, specs)) STORED NOT NULL;--> statement-breakpoint
DROP FUNCTION product_search_text(text, text, text, jsonb);--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_grams_idx" ON "product" USING gin (search_grams("search_text"));--> statement-breakpoint
-- The search reads the gram statistics (catalogue-statistics.ts); the new index has none until analysed.
ANALYZE "product";
