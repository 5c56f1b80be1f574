// The one phone module (@hr/contracts/phone) the server and the browser share: what the server
// accepts and stores, and how both sides show a number.
import { formatPhone, formatTypedPhone, toE164 } from '@hr/contracts/phone';

const NBSP = '\u00a0';

describe('toE164 (what the server stores)', () => {
  it('reads a number typed in any usual way, in the given region or with a country code', () => {
    expect(toE164(' 98123-456 78 ', 'IN')).toBe('+919812345678');
    expect(toE164('+977 984 1234567', 'IN')).toBe('+9779841234567');
    expect(toE164('(415) 555-2671', 'US')).toBe('+14155552671');
  });

  it('refuses numbers of an impossible length or with no digits, as strictly as before', () => {
    expect(toE164('98123', 'IN')).toBeNull();
    expect(toE164('981234567890123', 'IN')).toBeNull();
    expect(toE164('not a phone', 'IN')).toBeNull();
    expect(toE164('', 'IN')).toBeNull();
  });
});

describe('formatPhone', () => {
  it("groups a stored number in its country's international format", () => {
    expect(formatPhone('+919100000001')).toBe('+91 91000 00001');
    expect(formatPhone('+9779841234567')).toBe('+977 984 1234567');
  });

  it('joins the groups with the separator asked for (the browser: non-breaking spaces)', () => {
    expect(formatPhone('+14155552671', NBSP)).toBe(`+1${NBSP}415${NBSP}555${NBSP}2671`);
  });

  it('returns a value the library cannot read as it is', () => {
    expect(formatPhone('unknown')).toBe('unknown');
    expect(formatPhone('')).toBe('');
  });
});

describe('formatTypedPhone', () => {
  it('regroups a number typed without a country code, claiming no country', () => {
    expect(formatTypedPhone('9812345678', 'IN')).toBe('98123 45678');
  });

  it('formats one typed with a country code like a stored one, and leaves the rest as typed', () => {
    expect(formatTypedPhone('+91 98123-45678', 'IN')).toBe('+91 98123 45678');
    expect(formatTypedPhone(' 12 ', 'IN')).toBe('12');
  });
});
