-- The document as JSON text, kept by PostgreSQL, for the lists: jsonb is converted to text on
-- every read, which costs more than the rest of a list's query; json goes out as it is stored.
-- Stored out of line and uncompressed: compressing a second copy of every document on each write
-- would cost more than reading it back saves.
ALTER TABLE "properties" ADD COLUMN "doc_json" json GENERATED ALWAYS AS (doc::json) STORED;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "doc_json" SET STORAGE EXTERNAL;
