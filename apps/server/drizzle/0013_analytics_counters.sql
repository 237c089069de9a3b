-- A listing's analytics is a fixed set of counters the server keeps (the domain's
-- propertyAnalyticsSchema). Whatever else a client once stored there is dropped (it was served to
-- everyone); the view count comes from its column, the new counters start at 0.
UPDATE "properties" SET "doc" = jsonb_set("doc", '{analytics}', jsonb_build_object('views', "views", 'shares', 0, 'saves', 0, 'contacts', 0), true);
