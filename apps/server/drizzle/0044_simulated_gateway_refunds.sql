CREATE TABLE "simulated_gateway_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
