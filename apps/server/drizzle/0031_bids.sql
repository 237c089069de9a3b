CREATE TABLE "bidding_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"opened_by" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"starting_paise" bigint NOT NULL,
	"reserve_paise" bigint NOT NULL,
	"increment_paise" bigint NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"winning_bid_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidding_windows_status_check" CHECK ("bidding_windows"."status" IN ('open', 'closed')),
	CONSTRAINT "bidding_windows_amounts_check" CHECK ("bidding_windows"."starting_paise" > 0 AND "bidding_windows"."reserve_paise" >= 0 AND "bidding_windows"."increment_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"window_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"message" text,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_status_check" CHECK ("bids"."status" IN ('active', 'outbid', 'won', 'lost', 'withdrawn', 'rejected')),
	CONSTRAINT "bids_amount_check" CHECK ("bids"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "bidding_windows" ADD CONSTRAINT "bidding_windows_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_windows" ADD CONSTRAINT "bidding_windows_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_window_id_bidding_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."bidding_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_windows_one_open_idx" ON "bidding_windows" USING btree ("property_id") WHERE "bidding_windows"."status" = 'open';--> statement-breakpoint
CREATE INDEX "bidding_windows_property_idx" ON "bidding_windows" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bidding_windows_due_idx" ON "bidding_windows" USING btree ("closes_at") WHERE "bidding_windows"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_active_idx" ON "bids" USING btree ("window_id") WHERE "bids"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bids_window_amount_idx" ON "bids" USING btree ("window_id","amount_paise" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bids_bidder_idx" ON "bids" USING btree ("bidder_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bids_property_idx" ON "bids" USING btree ("property_id","created_at" DESC NULLS LAST);