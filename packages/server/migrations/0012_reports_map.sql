-- Reports and the map (issue 29): GET /api/admin/reports and GET /api/admin/people/map
-- (src/db/queries/people-reports.ts, src/db/queries/people-map.ts).

-- A household's position, when its gpsLocation is 'lat, lon' (what the collector app captures)
-- with a latitude within +-90 and a longitude within +-180; NULL for an address or anything
-- else typed there. Stored, so the map's box and the reports' "without location" are plain
-- column reads rather than a regular expression per row.
CREATE FUNCTION person_gps(gps text) RETURNS double precision[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN m[1]::float8 BETWEEN -90 AND 90 AND m[2]::float8 BETWEEN -180 AND 180
              THEN ARRAY[m[1]::float8, m[2]::float8] END
  FROM regexp_match(gps, '^\s*([-+]?[0-9]{1,3}(?:\.[0-9]{1,20})?)\s*,\s*([-+]?[0-9]{1,3}(?:\.[0-9]{1,20})?)\s*$') m
$$;

ALTER TABLE people
  ADD COLUMN gps_lat double precision GENERATED ALWAYS AS ((person_gps(gps_location))[1]) STORED,
  ADD COLUMN gps_lon double precision GENERATED ALWAYS AS ((person_gps(gps_location))[2]) STORED;

-- Every report reads this index alone (an index-only scan): the period is its key, everything a
-- report groups, filters or sums is included. A report is one pass over the period's entries,
-- grouped in memory (a handful of wards, religions or collectors), rather than over the table.
CREATE INDEX people_report_idx ON people (created_at)
  INCLUDE (ward_no, area_name, religion, caste, created_by, household_size, gps_lat);

-- The map: the households with a location, by longitude then latitude, so a box is one range of
-- the index; the filters are included so clustering reads the index alone too.
CREATE INDEX people_location_idx ON people (gps_lon, gps_lat)
  INCLUDE (created_at, ward_no, religion, created_by) WHERE gps_lat IS NOT NULL;
