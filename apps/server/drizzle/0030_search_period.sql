CREATE TABLE "search_period" (
	"kind" text NOT NULL,
	"start" date NOT NULL,
	"searched" text NOT NULL,
	"lang" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"position_sum" integer DEFAULT 0 NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	"last_empty" date,
	CONSTRAINT "search_period_kind_start_searched_lang_pk" PRIMARY KEY("kind","start","searched","lang")
);
--> statement-breakpoint
-- The roll-ups of what was logged before them, before their index is built.
INSERT INTO "search_period" ("kind", "start", "searched", "lang", "searches", "empty", "clicks", "position_sum", "inquiries", "last_empty")
SELECT p.kind, p.start, d.searched, d.lang, sum(d.searches), sum(d.empty), sum(d.clicks), sum(d.position_sum), sum(d.inquiries),
	max(d.day) FILTER (WHERE d.empty > 0)
FROM "search_daily" d
CROSS JOIN LATERAL (VALUES ('week', date_trunc('week', d.day)::date), ('month', date_trunc('month', d.day)::date)) AS p(kind, start)
GROUP BY p.kind, p.start, d.searched, d.lang;
--> statement-breakpoint
DROP INDEX "search_daily_searched_idx";--> statement-breakpoint
CREATE INDEX "search_period_report_idx" ON "search_period" USING btree ("kind","start","searched","lang","searches","empty","clicks","position_sum","inquiries","last_empty");--> statement-breakpoint
CREATE INDEX "search_daily_report_idx" ON "search_daily" USING btree ("day","searched","lang","searches","empty","clicks","position_sum","inquiries");
