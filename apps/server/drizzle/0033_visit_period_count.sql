CREATE TABLE "visit_period_count" (
	"period" text NOT NULL,
	"start" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "visit_period_count_period_start_kind_key_pk" PRIMARY KEY("period","start","kind","key")
);
--> statement-breakpoint
-- The roll-ups of what was counted before them, before their index is built.
INSERT INTO "visit_period_count" ("period", "start", "kind", "key", "views")
SELECT p.period, p.start, d.kind, d.key, sum(d.views)
FROM "visit_daily_count" d
CROSS JOIN LATERAL (VALUES ('week', date_trunc('week', d.day)::date), ('month', date_trunc('month', d.day)::date)) AS p(period, start)
GROUP BY p.period, p.start, d.kind, d.key;
--> statement-breakpoint
CREATE INDEX "visit_period_count_read_idx" ON "visit_period_count" USING btree ("period","start","kind","key","views");