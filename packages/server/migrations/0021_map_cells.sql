-- Issue 46: the map at every zoom in 200 ms at 1,000,000 people. A whole district's box read
-- every located household (one range of people_location_idx, 1,000,000 rows: 330-690 ms on
-- PostgreSQL). Instead the located households are kept counted on a fine grid: per cell of
-- 1/1024 degree (about 100 m), ward and religion, their number and the sums of their positions,
-- so a cluster's count and mean position at any coarser cell (a power of two of it) are sums of
-- these rows (src/db/queries/people-map.ts). Kept by statement-level triggers with transition
-- tables, as people_counts and people_review_counts are: one grouped upsert per statement.
CREATE TABLE people_map_cells (
  gx integer NOT NULL,
  gy integer NOT NULL,
  ward_no text NOT NULL,
  religion text NOT NULL,
  count integer NOT NULL,
  sum_lat double precision NOT NULL,
  sum_lon double precision NOT NULL,
  PRIMARY KEY (gx, gy, ward_no, religion)
);

CREATE FUNCTION people_map_cells_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: how the statement's rows count (1 added, -1 removed); updates use both tables.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO people_map_cells AS c (gx, gy, ward_no, religion, count, sum_lat, sum_lon)
      SELECT floor(gps_lon * 1024)::int, floor(gps_lat * 1024)::int, ward_no, religion,
             count(*), sum(gps_lat), sum(gps_lon)
      FROM added WHERE gps_lat IS NOT NULL GROUP BY 1, 2, 3, 4
      ON CONFLICT (gx, gy, ward_no, religion) DO UPDATE SET count = c.count + excluded.count,
        sum_lat = c.sum_lat + excluded.sum_lat, sum_lon = c.sum_lon + excluded.sum_lon;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE people_map_cells c SET count = c.count - r.n, sum_lat = c.sum_lat - r.lat, sum_lon = c.sum_lon - r.lon
      FROM (SELECT floor(gps_lon * 1024)::int AS gx, floor(gps_lat * 1024)::int AS gy, ward_no, religion,
                   count(*)::int AS n, sum(gps_lat) AS lat, sum(gps_lon) AS lon
            FROM removed WHERE gps_lat IS NOT NULL GROUP BY 1, 2, 3, 4) r
      WHERE c.gx = r.gx AND c.gy = r.gy AND c.ward_no = r.ward_no AND c.religion = r.religion;
  ELSE
    -- Only rows whose position, ward or religion moved; an ordinary edit or a flag adds nothing.
    INSERT INTO people_map_cells AS c (gx, gy, ward_no, religion, count, sum_lat, sum_lon)
      SELECT floor(d.lon * 1024)::int, floor(d.lat * 1024)::int, d.ward_no, d.religion,
             sum(d.n)::int, sum(d.n * d.lat), sum(d.n * d.lon)
      FROM (SELECT n.gps_lat AS lat, n.gps_lon AS lon, n.ward_no, n.religion, 1 AS n
              FROM after_rows n JOIN before_rows o ON o.id = n.id
              WHERE (o.gps_lat, o.gps_lon, o.ward_no, o.religion) IS DISTINCT FROM (n.gps_lat, n.gps_lon, n.ward_no, n.religion)
            UNION ALL
            SELECT o.gps_lat, o.gps_lon, o.ward_no, o.religion, -1
              FROM after_rows n JOIN before_rows o ON o.id = n.id
              WHERE (o.gps_lat, o.gps_lon, o.ward_no, o.religion) IS DISTINCT FROM (n.gps_lat, n.gps_lon, n.ward_no, n.religion)) d
      WHERE d.lat IS NOT NULL
      GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 OR sum(d.n * d.lat) <> 0 OR sum(d.n * d.lon) <> 0
      ON CONFLICT (gx, gy, ward_no, religion) DO UPDATE SET count = c.count + excluded.count,
        sum_lat = c.sum_lat + excluded.sum_lat, sum_lon = c.sum_lon + excluded.sum_lon;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER people_map_cells_added AFTER INSERT ON people REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION people_map_cells_apply();
CREATE TRIGGER people_map_cells_removed AFTER DELETE ON people REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION people_map_cells_apply();
CREATE TRIGGER people_map_cells_changed AFTER UPDATE ON people
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION people_map_cells_apply();

INSERT INTO people_map_cells (gx, gy, ward_no, religion, count, sum_lat, sum_lon)
  SELECT floor(gps_lon * 1024)::int, floor(gps_lat * 1024)::int, ward_no, religion,
         count(*), sum(gps_lat), sum(gps_lon)
  FROM people WHERE gps_lat IS NOT NULL GROUP BY 1, 2, 3, 4;

-- The households of a small cell, as map points: a cell is one or a few rows of the fine grid,
-- each one narrow range of this index (a cell's range of people_location_idx alone would read
-- its whole column of the district).
CREATE INDEX people_map_row_idx ON people ((floor(gps_lat * 1024)::int), gps_lon) WHERE gps_lat IS NOT NULL;
-- Its expression's statistics, so the planner sees how narrow one row of the grid is.
ANALYZE people;
