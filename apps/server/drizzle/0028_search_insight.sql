CREATE TABLE "search_daily" (
	"day" date NOT NULL,
	"searched" text NOT NULL,
	"lang" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"position_sum" integer DEFAULT 0 NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_daily_day_searched_lang_pk" PRIMARY KEY("day","searched","lang")
);
--> statement-breakpoint
CREATE TABLE "search_daily_route" (
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"route" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_daily_route_day_lang_route_pk" PRIMARY KEY("day","lang","route")
);
--> statement-breakpoint
CREATE TABLE "search_dismissed" (
	"searched" text PRIMARY KEY NOT NULL,
	"dismissed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visitor" text,
	"kind" text NOT NULL,
	"keyword" text,
	"lang" text,
	"category_id" integer,
	"place_id" integer,
	"sort" text,
	"product_id" integer,
	"inquiry_id" integer
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"typed" text NOT NULL,
	"searched" text NOT NULL,
	"route" text NOT NULL,
	"results" integer NOT NULL,
	"lang" text NOT NULL,
	"category_id" integer,
	"place_id" integer,
	"sort" text,
	"visitor" text,
	"clicked_product" integer,
	"clicked_position" integer,
	"inquiry_id" integer
);
--> statement-breakpoint
ALTER TABLE "search_dismissed" ADD CONSTRAINT "search_dismissed_dismissed_by_member_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_daily_searched_idx" ON "search_daily" USING btree ("searched","day");--> statement-breakpoint
CREATE INDEX "search_event_visitor_idx" ON "search_event" USING btree ("visitor","at");--> statement-breakpoint
CREATE INDEX "search_log_day_idx" ON "search_log" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_log_visitor_idx" ON "search_log" USING btree ("visitor","at") WHERE "search_log"."visitor" is not null;--> statement-breakpoint
CREATE INDEX "search_log_inquiry_idx" ON "search_log" USING btree ("day") WHERE "search_log"."inquiry_id" is not null;