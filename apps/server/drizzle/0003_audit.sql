CREATE TABLE "audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer,
	"member_login_id" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "audit" ADD CONSTRAINT "audit_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_at_idx" ON "audit" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_member_at_idx" ON "audit" USING btree ("member_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entity_at_idx" ON "audit" USING btree ("entity","at","id");