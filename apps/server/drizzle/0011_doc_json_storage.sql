-- doc_json stored out of line and uncompressed: compressing a second copy of every document on
-- each write would cost more than reading it back saves (it made seeding a third slower).
ALTER TABLE "properties" ALTER COLUMN "doc_json" SET STORAGE EXTERNAL;
