-- The document as JSON text, kept by PostgreSQL, for the lists: jsonb is converted to text on
-- every read, which costs more than the rest of a list's query; json goes out as it is stored.
ALTER TABLE "properties" ADD COLUMN "doc_json" json GENERATED ALWAYS AS (doc::json) STORED;