CREATE TABLE "search_window" (
	"days" integer NOT NULL,
	"lang" text NOT NULL,
	"searched" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"position_sum" integer DEFAULT 0 NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	"last_empty" date,
	CONSTRAINT "search_window_days_lang_searched_pk" PRIMARY KEY("days","lang","searched")
);
--> statement-breakpoint
CREATE TABLE "search_window_state" (
	"days" integer PRIMARY KEY NOT NULL,
	"as_of" date
);
--> statement-breakpoint
CREATE INDEX "search_window_top_idx" ON "search_window" USING btree ("days","lang","searches" DESC NULLS LAST,"searched");--> statement-breakpoint
CREATE INDEX "search_window_empty_idx" ON "search_window" USING btree ("days","lang","empty" DESC NULLS LAST,"searched") WHERE "search_window"."empty" > 0;--> statement-breakpoint
CREATE INDEX "search_window_unclicked_idx" ON "search_window" USING btree ("days","lang",("searches" - "empty") desc nulls last,"searched") WHERE "search_window"."clicks" = 0 and "search_window"."searches" > "search_window"."empty";--> statement-breakpoint
CREATE INDEX "search_window_inquiry_idx" ON "search_window" USING btree ("days","lang","inquiries" DESC NULLS LAST,"searched") WHERE "search_window"."inquiries" > 0;