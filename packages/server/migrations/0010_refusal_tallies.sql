-- Refusals that repeat while a lock lasts (a locked sign-in, a used-up one-time code) are counted
-- here instead of logged one by one (issue 28: 4,695 refused sign-ins had written about 5,000
-- events). The first refusal of a key and window writes its event at once; the others add one
-- to count; housekeeping logs the total once the window is over and deletes the row.
--
-- key names the lock and its window, so a new window starts a new row. event is the first
-- refusal's event (actor, action, entity, address, details), written again with the count.
CREATE TABLE refusal_tallies (
  key text PRIMARY KEY,
  count integer NOT NULL,
  started_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  event jsonb NOT NULL
);
CREATE INDEX refusal_tallies_ends_at_idx ON refusal_tallies (ends_at);
