-- Product search (DESIGN §2 "Search"). The product table's generated columns call these,
-- so they exist before it. IF NOT EXISTS: other features create pg_trgm too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The lowercased text a keyword is matched against: name, summary and every spec label and value,
-- with whitespace and control characters collapsed to single spaces (as keywords are).
-- IMMUTABLE so a generated column may use it; only immutable operators inside (|| rather than concat_ws).
CREATE OR REPLACE FUNCTION product_search_text(name text, summary text, specs jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(
    name || ' ' || coalesce(summary, '') || ' ' || coalesce(
      (SELECT string_agg(coalesce(e->>'label', '') || ' ' || coalesce(e->>'value', ''), ' ')
         FROM jsonb_array_elements(specs) AS e),
      '')), '[[:space:][:cntrl:]]+', ' ', 'g')
$$;
--> statement-breakpoint
-- Every single character and character pair of a (search) text. Keywords of one or two characters
-- (사과, 꿀), which trigrams cannot serve, are found with `grams @> array[keyword]` on a GIN index.
-- Pairs come from splitting the text into two-character chunks at even and at odd offsets, joined
-- by U+001F (search text never contains control characters). One plain expression, no subquery,
-- so PostgreSQL inlines it: about 20 µs a row, where a generate_series version took 200 µs.
-- Duplicates and pairs with a space are harmless: GIN stores each key once per row.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_to_array(t, NULL)
    || string_to_array(
         regexp_replace(t, '(..)', E'\\1\x1f', 'g') || E'\x1f' || regexp_replace(substr(t, 2), '(..)', E'\\1\x1f', 'g'),
         E'\x1f')
$$;
