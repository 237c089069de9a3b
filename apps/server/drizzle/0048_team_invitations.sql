CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"user_id" uuid,
	CONSTRAINT "team_invitations_role_check" CHECK ("team_invitations"."role" IN ('admin', 'agent', 'viewer')),
	CONSTRAINT "team_invitations_status_check" CHECK ("team_invitations"."status" IN ('pending', 'accepted', 'declined', 'withdrawn', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_pending_idx" ON "team_invitations" USING btree ("team_id","phone_number") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "team_invitations_phone_idx" ON "team_invitations" USING btree ("phone_number") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "team_invitations_team_idx" ON "team_invitations" USING btree ("team_id","created_at");