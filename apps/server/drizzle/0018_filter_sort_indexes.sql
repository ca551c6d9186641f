-- A category's or place's list in every public sort is read in order through an index of its
-- own, so its deep pages do not walk the whole catalogue's sort index (issue 16).
CREATE INDEX "product_pub_category_name_idx" ON "product" USING btree ("category_id","name","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "product_pub_category_popular_idx" ON "product" USING btree ("category_id","view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "product_pub_place_name_idx" ON "product" USING btree ("place_id","name","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "product_pub_place_popular_idx" ON "product" USING btree ("place_id","view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';