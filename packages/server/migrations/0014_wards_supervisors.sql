-- Wards and supervisors (issue 38). A supervisor is an office account (it signs in where admins
-- do), so it lives in `admins` with role 'supervisor' and its wards; collectors get the wards they
-- may register in (empty: any) and the supervisor they report to. Ward numbers are 1 to 999;
-- people keep `ward_no` as the text typed, and a ward's people are those whose ward_no is the
-- number written plainly ('3'), which is what the wizard's ward choice saves.
ALTER TABLE admins
  ADD COLUMN role text NOT NULL DEFAULT 'admin' CONSTRAINT admins_role_check CHECK (role IN ('admin', 'supervisor')),
  ADD COLUMN wards smallint[] NOT NULL DEFAULT '{}',
  ADD CONSTRAINT admins_wards_check CHECK (
    (role = 'admin' AND cardinality(wards) = 0) OR (role = 'supervisor' AND cardinality(wards) BETWEEN 1 AND 50));

ALTER TABLE users
  ADD COLUMN wards smallint[] NOT NULL DEFAULT '{}' CONSTRAINT users_wards_check CHECK (cardinality(wards) <= 50),
  -- A removed supervisor leaves their collectors, and their records, unassigned.
  ADD COLUMN supervisor_id uuid REFERENCES admins (id) ON DELETE SET NULL;
CREATE INDEX users_supervisor_idx ON users (supervisor_id) WHERE supervisor_id IS NOT NULL;

-- A supervisor's first page of All People, newest first: one range of this index per ward, merged
-- (db/queries/people-search.ts), instead of walking the whole table's newest-first index. Its
-- reports read the same ranges from the index alone: it carries what people_report_idx (0012)
-- carries.
CREATE INDEX people_ward_created_idx ON people (ward_no, created_at DESC, id DESC)
  INCLUDE (area_name, religion, caste, created_by, household_size, gps_lat);

-- People per ward, collector, review state and set of flags, kept by statement-level triggers like
-- people_review_counts (0013): a supervisor's totals, top contributors and review counts, and the
-- exact total of their All People, read a few hundred rows instead of counting their wards.
CREATE TABLE people_ward_counts (
  ward_no text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  review_status text NOT NULL,
  flags smallint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (ward_no, user_id, review_status, flags)
);
INSERT INTO people_ward_counts (ward_no, user_id, review_status, flags, count)
  SELECT ward_no, created_by, review_status, flags, count(*) FROM people GROUP BY 1, 2, 3, 4;

CREATE FUNCTION people_ward_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_ward_counts AS c (ward_no, user_id, review_status, flags, count)
    SELECT ward_no, created_by, review_status, flags, count(*) FROM added GROUP BY 1, 2, 3, 4
    ON CONFLICT (ward_no, user_id, review_status, flags) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;

CREATE FUNCTION people_ward_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people_ward_counts c SET count = c.count - r.n
    FROM (SELECT ward_no, created_by, review_status, flags, count(*)::int AS n
          FROM removed GROUP BY 1, 2, 3, 4) r
    WHERE c.ward_no = r.ward_no AND c.user_id = r.created_by AND c.review_status = r.review_status
      AND c.flags = r.flags;
  RETURN NULL;
END $$;

-- Only the rows whose ward, state or flags moved count; an ordinary edit adds nothing.
CREATE FUNCTION people_ward_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_ward_counts AS c (ward_no, user_id, review_status, flags, count)
    SELECT d.ward_no, d.created_by, d.review_status, d.flags, sum(d.n)::int
    FROM (SELECT n.ward_no, n.created_by, n.review_status, n.flags, 1 AS n
            FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.ward_no <> n.ward_no OR o.review_status <> n.review_status OR o.flags <> n.flags
          UNION ALL
          SELECT o.ward_no, o.created_by, o.review_status, o.flags, -1
            FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.ward_no <> n.ward_no OR o.review_status <> n.review_status OR o.flags <> n.flags) d
    GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0
    ON CONFLICT (ward_no, user_id, review_status, flags) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;

CREATE TRIGGER people_ward_added AFTER INSERT ON people REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION people_ward_added();
CREATE TRIGGER people_ward_removed AFTER DELETE ON people REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION people_ward_removed();
CREATE TRIGGER people_ward_changed AFTER UPDATE ON people
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION people_ward_changed();

-- People added per ward and UTC day: a supervisor's registrations chart (people_daily_counts,
-- 0009, is the whole district's). The same triggers' shape; a ward or created_at changed in an
-- update moves the count.
CREATE TABLE people_ward_daily_counts (
  ward_no text NOT NULL,
  day date NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (ward_no, day)
);
INSERT INTO people_ward_daily_counts (ward_no, day, count)
  SELECT ward_no, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM people GROUP BY 1, 2;

CREATE FUNCTION people_ward_daily_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_ward_daily_counts AS c (ward_no, day, count)
    SELECT ward_no, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM added GROUP BY 1, 2
    ON CONFLICT (ward_no, day) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;

CREATE FUNCTION people_ward_daily_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people_ward_daily_counts c SET count = c.count - r.n
    FROM (SELECT ward_no, (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
          FROM removed GROUP BY 1, 2) r
    WHERE c.ward_no = r.ward_no AND c.day = r.day;
  RETURN NULL;
END $$;

CREATE FUNCTION people_ward_daily_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_ward_daily_counts AS c (ward_no, day, count)
    SELECT d.ward_no, d.day, sum(d.n)::int
    FROM (SELECT n.ward_no, (n.created_at AT TIME ZONE 'UTC')::date AS day, 1 AS n
            FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.ward_no <> n.ward_no OR o.created_at <> n.created_at
          UNION ALL
          SELECT o.ward_no, (o.created_at AT TIME ZONE 'UTC')::date, -1
            FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.ward_no <> n.ward_no OR o.created_at <> n.created_at) d
    GROUP BY 1, 2 HAVING sum(d.n) <> 0
    ON CONFLICT (ward_no, day) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;

CREATE TRIGGER people_ward_daily_added AFTER INSERT ON people REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION people_ward_daily_added();
CREATE TRIGGER people_ward_daily_removed AFTER DELETE ON people REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION people_ward_daily_removed();
CREATE TRIGGER people_ward_daily_changed AFTER UPDATE ON people
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION people_ward_daily_changed();

-- A supervisor's actions are logged as theirs.
ALTER TABLE audit_events DROP CONSTRAINT audit_events_actor_type_check;
ALTER TABLE audit_events ADD CONSTRAINT audit_events_actor_type_check
  CHECK (actor_type IN ('admin', 'supervisor', 'user', 'anonymous', 'api_token'));

-- An export link keeps the wards it was made for (a supervisor's scope, or a supervisor filter);
-- null: the whole district.
ALTER TABLE export_links ADD COLUMN wards text[];
