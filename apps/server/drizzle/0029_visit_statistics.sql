CREATE TABLE "visit_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"bot_views" integer DEFAULT 0 NOT NULL,
	"bot_visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_daily_count" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "visit_daily_count_day_kind_key_pk" PRIMARY KEY("day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "visit_day_visitor" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	"bot" boolean DEFAULT false NOT NULL,
	CONSTRAINT "visit_day_visitor_day_hash_pk" PRIMARY KEY("day","hash")
);
