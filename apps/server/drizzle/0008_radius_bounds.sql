-- Each boundary's bounding box, kept by PostgreSQL, and a GiST index over it that also carries
-- what the radius search needs of every candidate (id and who may see it), so the candidates are
-- read from the index alone. Drizzle cannot declare INCLUDE; the schema names the index only.
ALTER TABLE "properties" ADD COLUMN "bounds" "box" GENERATED ALWAYS AS (box(boundary::geometry)) STORED;--> statement-breakpoint
CREATE INDEX "properties_bounds_idx" ON "properties" USING gist ("bounds") INCLUDE ("id", "status", "created_by", "owner_id");
