-- Issue 40: where the primary's write-ahead log stood when an export link was made (pg_lsn as
-- text; NULL on the embedded database, which has no replicas). The download is a browser
-- navigation that sends no X-Registry-After, so it reads from a replica only once that replica
-- has replayed this position: the file then holds every change made before the link was asked for.
ALTER TABLE export_links ADD COLUMN read_after text;
