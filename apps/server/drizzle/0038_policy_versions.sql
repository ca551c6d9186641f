CREATE TABLE "policy_version" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy" text NOT NULL,
	"effective_on" date NOT NULL,
	"content" text NOT NULL,
	"content_en" text,
	"summary" text,
	"summary_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_version_policy_valid" CHECK ("policy_version"."policy" in ('terms', 'privacy', 'collection'))
);
--> statement-breakpoint
ALTER TABLE "policy_version" ADD CONSTRAINT "policy_version_created_by_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_version_effective_idx" ON "policy_version" USING btree ("policy","effective_on");--> statement-breakpoint
CREATE INDEX "policy_version_created_by_idx" ON "policy_version" USING btree ("created_by");--> statement-breakpoint
-- The terms and the privacy policy were pages: what each says now becomes its first version, in
-- force from the day it was last saved (Korea's day).
INSERT INTO "policy_version" ("policy", "effective_on", "content", "content_en", "created_by", "created_at", "updated_at")
SELECT CASE "slug" WHEN 'privacy' THEN 'privacy' ELSE 'terms' END,
       ("updated_at" AT TIME ZONE 'Asia/Seoul')::date, "content",
       CASE WHEN "title_en" IS NULL THEN NULL ELSE "content_en" END,
       "updated_by", "updated_at", "updated_at"
FROM "page" WHERE "slug" IN ('privacy', 'termsofservice');--> statement-breakpoint
DELETE FROM "page" WHERE "slug" IN ('privacy', 'termsofservice');--> statement-breakpoint
-- The collection notice every inquiry so far agreed to, word for word (its version was 2026-11-23).
INSERT INTO "policy_version" ("policy", "effective_on", "content", "content_en") VALUES (
  'collection', '2026-11-23',
  '<p>수집 항목: 이름, 이메일, 연락처 · 목적: 문의 확인과 답변 · 보유 기간: 문의 처리 후 3년 또는 삭제 요청 시까지. 동의하지 않으실 수 있으나, 동의하지 않으면 문의를 등록할 수 없습니다.</p>',
  '<p>Collected: name, e-mail, phone · Purpose: reading and answering your inquiry · Kept: three years after it is handled, or until you ask us to delete it. You may decline, but then the inquiry cannot be sent.</p>'
);
