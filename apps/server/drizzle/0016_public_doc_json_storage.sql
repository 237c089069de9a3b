-- public_doc_json stored out of line and uncompressed, as doc_json is (migration 0011): the public
-- answers read it as they read doc_json.
ALTER TABLE "properties" ALTER COLUMN "public_doc_json" SET STORAGE EXTERNAL;
