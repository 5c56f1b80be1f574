import { ascendingOrder } from '../table/row-order';

const byLocale = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

describe('DataTable sort order', () => {
  it('orders text exactly as localeCompare with sensitivity base', () => {
    const values = [
      'bob',
      'Bob',
      'alice',
      'Álvaro',
      'Zoë',
      'zoe',
      'a b',
      'ab',
      'a-b',
      'a_b',
      'a.b',
      '+9779800000001',
      '9779800000001',
      '10',
      '9',
      '100',
      'Ward 2',
      'ward 10',
      'Émile',
      'emile',
      '',
      ' lead',
      'ñandu',
      'nandu',
      'Ram Thapa',
      'ram  thapa',
      'O’Brien',
      "O'Brien",
      'obrien',
      '१२३',
      'दिपा',
      'Dipa',
    ];
    const sorted = ascendingOrder(values, (v) => v).map((i) => values[i]);
    for (let i = 1; i < sorted.length; i++) {
      expect(byLocale(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
    }
  });

  it('keeps equal values in their original order and sorts numbers numerically', () => {
    const rows = [
      { name: 'asha', n: 10 },
      { name: 'ASHA', n: 9 },
      { name: 'Asha', n: 100 },
    ];
    expect(ascendingOrder(rows, (r) => r.name)).toEqual([0, 1, 2]);
    expect(ascendingOrder(rows, (r) => r.n)).toEqual([1, 0, 2]);
  });
});
