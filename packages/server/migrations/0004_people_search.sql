-- Server-side search, sort and paging of people (issue 11), fast at 1,000,000 people.
-- PGlite loads the extension in its worker (src/db/pglite-worker.mjs); PostgreSQL ships it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The search box: a case-insensitive substring over name, phone, area and ward. One GIN
-- trigram index over the lowercased fields joined by chr(31) (the unit separator): the API
-- refuses control characters in q, so a match never spans two fields. lower() + LIKE rather
-- than ILIKE: the same index, and half the cost where rows are rechecked one by one. The
-- expression must stay identical to SEARCH_TEXT in src/db/queries/people-search.ts, or the
-- planner will not use the index.
-- The creator's names are not copied into people (renaming a collector would rewrite hundreds
-- of rows): the query finds the few matching collectors first and ORs their ids through
-- people_created_by_idx.
CREATE INDEX people_search_trgm_idx ON people
  USING gin (lower(name || chr(31) || phone || chr(31) || area_name || chr(31) || ward_no) gin_trgm_ops);

-- Sort keys, case-insensitive in plain code-point order (the browser table's order for ASCII
-- text), id as the tie-breaker so pages never overlap or skip. INCLUDE of the sorted column lets
-- a deep page (OFFSET 50,000) be found in the index alone. createdAt has people_created_at_idx,
-- createdBy people_created_by_idx (migration 0001).
CREATE INDEX people_name_sort_idx ON people (lower(name) COLLATE "C", id) INCLUDE (name);
CREATE INDEX people_ward_sort_idx ON people (lower(ward_no) COLLATE "C", id) INCLUDE (ward_no);
CREATE INDEX people_phone_sort_idx ON people (phone, id);

-- People per collector, kept by statement-level triggers, so the dashboard's statistics and the
-- users' personCount read 2,000 rows instead of counting 1,000,000 (GET /admin/stats took
-- 150-400 ms at 1M on a busy machine). Statement triggers with transition tables: a bulk load
-- costs one grouped update per statement, not one per row. A person's creator never changes
-- (no UPDATE trigger); a collector's row goes with the account.
-- (Function bodies stay on one line: migrate.ts splits statements at a ';' that ends a line.)
CREATE TABLE people_counts (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  count integer NOT NULL
);
INSERT INTO people_counts (user_id, count) SELECT created_by, count(*) FROM people GROUP BY created_by;

CREATE FUNCTION people_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO people_counts AS c (user_id, count) SELECT created_by, count(*) FROM added GROUP BY created_by ON CONFLICT (user_id) DO UPDATE SET count = c.count + excluded.count; RETURN NULL; END $$;
CREATE FUNCTION people_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE people_counts c SET count = c.count - r.n FROM (SELECT created_by, count(*)::int AS n FROM removed GROUP BY created_by) r WHERE c.user_id = r.created_by; RETURN NULL; END $$;
CREATE TRIGGER people_counts_added AFTER INSERT ON people REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION people_counts_added();
CREATE TRIGGER people_counts_removed AFTER DELETE ON people REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION people_counts_removed();
