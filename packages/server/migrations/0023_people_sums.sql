-- The people beside the households (issue 43): the dashboard shows "Households" (records) and
-- "People" (their household sizes summed, as Reports totals them). The sum is kept next to each
-- count by the same statement-level triggers (0004, 0014), so the stats still read a few counter
-- rows, never the people table. Unlike a count, the sum also moves when a household's size is
-- edited.
ALTER TABLE people_counts ADD COLUMN people bigint NOT NULL DEFAULT 0;
UPDATE people_counts c SET people = s.p
  FROM (SELECT created_by, sum(household_size) AS p FROM people GROUP BY 1) s
  WHERE c.user_id = s.created_by;

ALTER TABLE people_ward_counts ADD COLUMN people bigint NOT NULL DEFAULT 0;
UPDATE people_ward_counts c SET people = s.p
  FROM (SELECT ward_no, created_by, review_status, flags, sum(household_size) AS p
        FROM people GROUP BY 1, 2, 3, 4) s
  WHERE c.ward_no = s.ward_no AND c.user_id = s.created_by AND c.review_status = s.review_status
    AND c.flags = s.flags;

CREATE OR REPLACE FUNCTION people_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_counts AS c (user_id, count, people)
    SELECT created_by, count(*), sum(household_size) FROM added GROUP BY created_by
    ON CONFLICT (user_id) DO UPDATE SET count = c.count + excluded.count, people = c.people + excluded.people;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION people_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people_counts c SET count = c.count - r.n, people = c.people - r.p
    FROM (SELECT created_by, count(*)::int AS n, sum(household_size) AS p FROM removed GROUP BY created_by) r
    WHERE c.user_id = r.created_by;
  RETURN NULL;
END $$;

-- An edit of a household's size moves its collector's sum (the count stays).
CREATE FUNCTION people_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people_counts c SET people = c.people + d.p
    FROM (SELECT n.created_by, sum(n.household_size - o.household_size) AS p
          FROM after_rows n JOIN before_rows o ON o.id = n.id
          WHERE n.household_size <> o.household_size GROUP BY 1) d
    WHERE c.user_id = d.created_by;
  RETURN NULL;
END $$;
CREATE TRIGGER people_counts_changed AFTER UPDATE ON people
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION people_counts_changed();

CREATE OR REPLACE FUNCTION people_ward_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_ward_counts AS c (ward_no, user_id, review_status, flags, count, people)
    SELECT ward_no, created_by, review_status, flags, count(*), sum(household_size) FROM added GROUP BY 1, 2, 3, 4
    ON CONFLICT (ward_no, user_id, review_status, flags)
      DO UPDATE SET count = c.count + excluded.count, people = c.people + excluded.people;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION people_ward_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people_ward_counts c SET count = c.count - r.n, people = c.people - r.p
    FROM (SELECT ward_no, created_by, review_status, flags, count(*)::int AS n, sum(household_size) AS p
          FROM removed GROUP BY 1, 2, 3, 4) r
    WHERE c.ward_no = r.ward_no AND c.user_id = r.created_by AND c.review_status = r.review_status
      AND c.flags = r.flags;
  RETURN NULL;
END $$;

-- The rows whose ward, state, flags or size moved: out of the old key, into the new one.
CREATE OR REPLACE FUNCTION people_ward_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_ward_counts AS c (ward_no, user_id, review_status, flags, count, people)
    SELECT d.ward_no, d.created_by, d.review_status, d.flags, sum(d.n)::int, sum(d.p)
    FROM (SELECT n.ward_no, n.created_by, n.review_status, n.flags, 1 AS n, n.household_size AS p
            FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.ward_no <> n.ward_no OR o.review_status <> n.review_status OR o.flags <> n.flags
               OR o.household_size <> n.household_size
          UNION ALL
          SELECT o.ward_no, o.created_by, o.review_status, o.flags, -1, -o.household_size
            FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.ward_no <> n.ward_no OR o.review_status <> n.review_status OR o.flags <> n.flags
               OR o.household_size <> n.household_size) d
    GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 OR sum(d.p) <> 0
    ON CONFLICT (ward_no, user_id, review_status, flags)
      DO UPDATE SET count = c.count + excluded.count, people = c.people + excluded.people;
  RETURN NULL;
END $$;
