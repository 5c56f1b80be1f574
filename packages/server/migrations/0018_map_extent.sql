-- Issue 46: the map page opens fitted to where the households are, asked in one cheap query
-- (GET /api/admin/people/map/extent) instead of a whole-world cluster call. min and max of
-- gps_lon are the two ends of people_location_idx (migration 0012); min and max of gps_lat are
-- the ends of this one. The filters are included, as there, so a filtered extent is still read
-- from the index alone until the first household that matches.
CREATE INDEX people_latitude_idx ON people (gps_lat)
  INCLUDE (created_at, ward_no, religion, created_by) WHERE gps_lat IS NOT NULL;
