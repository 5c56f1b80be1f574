-- Issue 46: the report by collector at 1,000,000 people read every person (345-418 ms median on
-- PostgreSQL under load, over its 300 ms budget). people_review_counts (0013) already holds per
-- collector, review state and flags the number of people (and no_location is a flag); it now
-- holds the sum of their household sizes too, so the report by collector without row filters
-- (or with only a review state, a flag or a collector) sums a few thousand rows
-- (src/db/queries/people-reports.ts). The triggers are 0013's with the sizes added; a change of
-- household size alone now moves the counts too.
ALTER TABLE people_review_counts ADD COLUMN sizes bigint NOT NULL DEFAULT 0;
UPDATE people_review_counts c SET sizes = s.sizes
  FROM (SELECT created_by, review_status, flags, sum(household_size) AS sizes
        FROM people GROUP BY 1, 2, 3) s
  WHERE c.user_id = s.created_by AND c.review_status = s.review_status AND c.flags = s.flags;

CREATE OR REPLACE FUNCTION people_review_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_review_counts AS c (user_id, review_status, flags, count, sizes)
    SELECT created_by, review_status, flags, count(*), sum(household_size) FROM added GROUP BY 1, 2, 3
    ON CONFLICT (user_id, review_status, flags) DO UPDATE SET count = c.count + excluded.count,
      sizes = c.sizes + excluded.sizes;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION people_review_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people_review_counts c SET count = c.count - r.n, sizes = c.sizes - r.sizes
    FROM (SELECT created_by, review_status, flags, count(*)::int AS n, sum(household_size) AS sizes
          FROM removed GROUP BY 1, 2, 3) r
    WHERE c.user_id = r.created_by AND c.review_status = r.review_status AND c.flags = r.flags;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION people_review_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_review_counts AS c (user_id, review_status, flags, count, sizes)
    SELECT d.created_by, d.review_status, d.flags, sum(d.n)::int, sum(d.n * d.size)
    FROM (SELECT n.created_by, n.review_status, n.flags, 1 AS n, n.household_size AS size
            FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.review_status <> n.review_status OR o.flags <> n.flags
               OR o.household_size <> n.household_size
          UNION ALL
          SELECT o.created_by, o.review_status, o.flags, -1, o.household_size
            FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.review_status <> n.review_status OR o.flags <> n.flags
               OR o.household_size <> n.household_size) d
    GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 OR sum(d.n * d.size) <> 0
    ON CONFLICT (user_id, review_status, flags) DO UPDATE SET count = c.count + excluded.count,
      sizes = c.sizes + excluded.sizes;
  RETURN NULL;
END $$;
