-- Review and quality flags (issue 30): every person has a review state set by the office
-- (PUT /api/admin/people/:id/review, POST /api/admin/people/review) and flags computed by the
-- server (src/services/quality.ts, src/db/queries/people-quality.ts).
--
-- Cheap on a large table: ADD COLUMN with a constant default (or none) is a catalogue change in
-- PostgreSQL 11+, no rewrite; the CHECK reads the table once. Existing people start pending and
-- without flags; `npm run quality:recompute` computes the flags of data that predates this.
--
-- reviewed_by names an administrator (the office reviews; collectors are `users`), so it refers
-- to admins, and a removed administrator leaves the review in place without a name.
-- flags is a bit mask (src/db/queries/people-quality.ts, FLAG_BITS): 1 no_location,
-- 2 far_from_ward, 4 same_spot, 8 possible_duplicate.
ALTER TABLE people
  ADD COLUMN review_status text NOT NULL DEFAULT 'pending'
    CONSTRAINT people_review_status_check CHECK (review_status IN ('pending', 'verified', 'needs_correction')),
  ADD COLUMN review_comment text,
  ADD COLUMN reviewed_by uuid REFERENCES admins (id) ON DELETE SET NULL,
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN flags smallint NOT NULL DEFAULT 0;

-- The first page of a review state, newest first (the default sort): one range of this index.
CREATE INDEX people_review_idx ON people (review_status, created_at DESC, id DESC);

-- The first page of a flag, newest first: a partial index per flag (and one for any flag), which
-- hold only the flagged few. The queries spell the predicates exactly so (people-search.ts).
CREATE INDEX people_flag_no_location_idx ON people (created_at DESC, id DESC) WHERE (flags & 1) <> 0;
CREATE INDEX people_flag_far_idx ON people (created_at DESC, id DESC) WHERE (flags & 2) <> 0;
CREATE INDEX people_flag_same_spot_idx ON people (created_at DESC, id DESC) WHERE (flags & 4) <> 0;
CREATE INDEX people_flag_duplicate_idx ON people (created_at DESC, id DESC) WHERE (flags & 8) <> 0;
CREATE INDEX people_flagged_idx ON people (created_at DESC, id DESC) WHERE flags <> 0;

-- A ward's located households (its median, its far_from_ward flags): one range per ward, the
-- position read from the index. The ward compared case-insensitively, as the duplicate search does.
CREATE INDEX people_ward_location_idx ON people (lower(ward_no)) INCLUDE (gps_lat, gps_lon)
  WHERE gps_lat IS NOT NULL;

-- Each ward's centre (far_from_ward): the median latitude and longitude of its located
-- households and how many there were (`located`), as last computed, and how many saves have
-- touched the ward's located households since (`changes`). A small ward's centre is recomputed on
-- every such save, a large one's once the changes reach 2 % of it (a median hardly moves before):
-- services/quality.ts. Keyed by lower(ward_no).
CREATE TABLE ward_centres (
  ward_key text PRIMARY KEY,
  lat double precision,
  lon double precision,
  located integer NOT NULL,
  changes integer NOT NULL DEFAULT 0
);

-- People per collector, review state and set of flags (the bit mask: 16 combinations at most),
-- kept by statement-level triggers like people_counts (0004): the dashboard's review counts, each
-- collector's verified share and the exact totals of the review and flag filters read a few
-- thousand rows instead of counting 1,000,000. Existing people are all pending and unflagged.
CREATE TABLE people_review_counts (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  review_status text NOT NULL,
  flags smallint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (user_id, review_status, flags)
);
INSERT INTO people_review_counts (user_id, review_status, flags, count)
  SELECT user_id, 'pending', 0, count FROM people_counts WHERE count > 0;

CREATE FUNCTION people_review_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_review_counts AS c (user_id, review_status, flags, count)
    SELECT created_by, review_status, flags, count(*) FROM added GROUP BY 1, 2, 3
    ON CONFLICT (user_id, review_status, flags) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;

CREATE FUNCTION people_review_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE people_review_counts c SET count = c.count - r.n
    FROM (SELECT created_by, review_status, flags, count(*)::int AS n
          FROM removed GROUP BY 1, 2, 3) r
    WHERE c.user_id = r.created_by AND c.review_status = r.review_status AND c.flags = r.flags;
  RETURN NULL;
END $$;

-- Only the rows whose state or flags moved count; an ordinary edit adds nothing.
CREATE FUNCTION people_review_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO people_review_counts AS c (user_id, review_status, flags, count)
    SELECT d.created_by, d.review_status, d.flags, sum(d.n)::int
    FROM (SELECT n.created_by, n.review_status, n.flags, 1 AS n
            FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.review_status <> n.review_status OR o.flags <> n.flags
          UNION ALL
          SELECT o.created_by, o.review_status, o.flags, -1
            FROM after_rows n JOIN before_rows o ON o.id = n.id
            WHERE o.review_status <> n.review_status OR o.flags <> n.flags) d
    GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0
    ON CONFLICT (user_id, review_status, flags) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;

CREATE TRIGGER people_review_added AFTER INSERT ON people REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION people_review_added();
CREATE TRIGGER people_review_removed AFTER DELETE ON people REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION people_review_removed();
CREATE TRIGGER people_review_changed AFTER UPDATE ON people
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION people_review_changed();

-- The full lists' ETag (db/queries/people-list.ts) follows count and max(updated_at); a review or
-- the flags' upkeep after a save changes people without touching updated_at (it is the record's
-- edit time), so each of them moves this sequence, which the ETag includes too.
CREATE SEQUENCE people_review_version;

-- An export link keeps the export's review and flag filters too.
ALTER TABLE export_links ADD COLUMN review_status text, ADD COLUMN flag text;
