-- Product codes are compared as the search compares them: without case, spaces and the
-- separators codes are written with or without (query-text.ts `compact`), so `KP-100`, `kp100`
-- and `KP 100` are one code and a second product cannot take it. Codes stay stored as typed.
CREATE FUNCTION product_code_key(code text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(code), '[[:space:][:cntrl:]./_·,-]+', '', 'g')
$$;--> statement-breakpoint
-- Codes that were distinct only by their separators: the oldest product keeps its code, each
-- later one gets its id appended (`KP100 #9`), shown in the admin for staff to settle.
UPDATE "product" p SET "code" = p."code" || ' #' || p."id"
  FROM (SELECT "id", row_number() OVER (PARTITION BY product_code_key("code") ORDER BY "id") AS n
    FROM "product" WHERE "code" IS NOT NULL) d
  WHERE d."id" = p."id" AND d.n > 1;--> statement-breakpoint
DROP INDEX "product_code_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "product_code_key_idx" ON "product" USING btree (product_code_key("code"));--> statement-breakpoint
CREATE INDEX "product_code_lower_idx" ON "product" USING btree (lower("code") text_pattern_ops);
