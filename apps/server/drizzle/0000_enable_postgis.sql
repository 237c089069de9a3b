-- PostGIS for plot boundaries, created once (later starts skip applied migrations), and the two
-- geography domains the schema's custom column types name (see src/db/schema/geography.ts).
CREATE EXTENSION IF NOT EXISTS postgis;
--> statement-breakpoint
CREATE DOMAIN geography_polygon AS geography(Polygon, 4326);
--> statement-breakpoint
CREATE DOMAIN geography_point AS geography(Point, 4326);
