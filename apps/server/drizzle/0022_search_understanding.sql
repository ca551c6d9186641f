CREATE TABLE "search_synonym" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonym_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"alternatives" text[] NOT NULL,
	"both_ways" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL,
	"keys" text NOT NULL,
	"initials" text NOT NULL,
	"published" integer NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
-- Names and codes as a code or a compound may be typed: lowercased, without spaces and code
-- separators (query-text.ts `compact` removes the same), the three fields joined by '|' so a
-- match never spans two of them.
CREATE FUNCTION product_search_key(name text, name_en text, code text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(name), '[[:space:][:cntrl:]./_·,-]+', '', 'g') || '|' ||
    regexp_replace(lower(coalesce(name_en, '')), '[[:space:][:cntrl:]./_·,-]+', '', 'g') || '|' ||
    regexp_replace(lower(coalesce(code, '')), '[[:space:][:cntrl:]./_·,-]+', '', 'g')
$$;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_key" text GENERATED ALWAYS AS (product_search_key(name, name_en, code)) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonym_term_idx" ON "search_synonym" USING btree ("term");--> statement-breakpoint
CREATE INDEX "search_word_keys_idx" ON "search_word" USING btree ("keys" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_word_initials_idx" ON "search_word" USING btree ("initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_word_keys_trgm_idx" ON "search_word" USING gin ("keys" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_key_trgm_idx" ON "product" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
ANALYZE "product";