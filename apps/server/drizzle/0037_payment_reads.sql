CREATE INDEX "payments_purpose_idx" ON "payments" USING btree ("purpose","created_at");--> statement-breakpoint
CREATE INDEX "payments_method_idx" ON "payments" USING btree ("method","created_at");--> statement-breakpoint
CREATE INDEX "payments_receipt_prefix_idx" ON "payments" USING btree ("receipt_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_reference_prefix_idx" ON "payments" USING btree ("property_reference" text_pattern_ops);