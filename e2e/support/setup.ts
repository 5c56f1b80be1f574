// Browser flows against a real server take seconds each, not jest's default 5.
jest.setTimeout(180_000);
