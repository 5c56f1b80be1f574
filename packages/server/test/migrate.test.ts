import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import type { Db } from '../src/db/types';
import { openEmptyDatabase, type EmptyDatabase } from './support/empty-database';

// Migrations that a line-by-line ';' splitter breaks: a string literal holding ";\n" and a
// function body whose statements end in ';' on their own lines.
const WITH_LITERAL = `-- a comment; with a semicolon
CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL);
INSERT INTO notes VALUES (1, 'first line;
second line');
`;
const WITH_FUNCTION = `CREATE FUNCTION note_count() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  SELECT count(*) INTO n FROM notes;
  RETURN n;
END;
$$;
INSERT INTO notes VALUES (2, 'two');
`;
const BROKEN = `INSERT INTO notes VALUES (3, 'three');
INSERT INTO no_such_table VALUES (1);
`;

jest.setTimeout(60_000);

describe('the migration runner', () => {
  let empty: EmptyDatabase;
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    empty = await openEmptyDatabase('hr-migrate-');
    ({ dir, db } = empty);
  });
  afterAll(() => empty?.close());

  it("runs a file whole: a ';' at a line end inside a string or a function body stays in its statement", async () => {
    const files = path.join(dir, 'ok');
    mkdirSync(files);
    writeFileSync(path.join(files, '0001_literal.sql'), WITH_LITERAL);
    writeFileSync(path.join(files, '0002_function.sql'), WITH_FUNCTION);

    expect(await migrate(db, files)).toEqual(['0001_literal.sql', '0002_function.sql']);
    const rows = await db.query<{ body: string }>('SELECT body FROM notes WHERE id = 1');
    expect(rows[0]!.body).toBe('first line;\nsecond line');
    const count = await db.query<{ n: string }>('SELECT note_count()::text AS n');
    expect(count[0]!.n).toBe('2');
    // Applied once: a second run does nothing.
    expect(await migrate(db, files)).toEqual([]);
  });

  it('a failing file leaves nothing of itself behind and is not recorded', async () => {
    const files = path.join(dir, 'broken');
    mkdirSync(files);
    writeFileSync(path.join(files, '0003_broken.sql'), BROKEN);

    await expect(migrate(db, files)).rejects.toThrow(/no_such_table/);
    expect(await db.query('SELECT 1 FROM notes WHERE id = 3')).toEqual([]);
    expect(
      await db.query("SELECT 1 FROM schema_migrations WHERE version = '0003_broken.sql'"),
    ).toEqual([]);
  });
});
