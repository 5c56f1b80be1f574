import { commitPosition, formatLsn, parseLsn } from '../src/db/lsn';

// Log positions (issue 40): X-Registry-LSN and X-Registry-After carry them as pg_lsn text.
describe('log positions', () => {
  it('reads and writes pg_lsn text, comparing as numbers', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBe(0x100000000n);
    expect(parseLsn('ff/ffffffff')).toBe(0xffffffffffn);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    expect(formatLsn(0x16b3748n)).toBe('0/16B3748');
    expect(formatLsn(parseLsn('A/B374D848')!)).toBe('A/B374D848');
  });

  it.each(['', '0', '0/', '/1', '1/2/3', 'G/0', '123456789/0', '0/1 ', ' 0/1', '-1/0'])(
    'refuses %j',
    (text) => expect(parseLsn(text)).toBeUndefined(),
  );

  it('takes a page header off an insert position at a page boundary, and nothing else', () => {
    // After a segment switch PostgreSQL reports 0/3000028 (a long page header of 40 bytes) while a
    // replica that has everything reports 0/3000000.
    expect(formatLsn(commitPosition(parseLsn('0/3000028')!))).toBe('0/3000000');
    expect(formatLsn(commitPosition(parseLsn('0/3002018')!))).toBe('0/3002000');
    expect(formatLsn(commitPosition(parseLsn('0/3002060')!))).toBe('0/3002060');
    expect(formatLsn(commitPosition(parseLsn('0/3000000')!))).toBe('0/3000000');
  });
});
