ALTER TABLE "payments" ADD COLUMN "gateway_transfer_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_transfer_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_account_id" text;