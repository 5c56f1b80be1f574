/* eslint-disable @typescript-eslint/no-explicit-any -- schemas from the document are plain JSON */
import fc from 'fast-check';

/**
 * fast-check arbitraries from the OpenAPI document's JSON Schemas: valid values (with realistic
 * ones mixed in where a random string could never pass the server's own checks, e.g. a phone),
 * and the mutations a hostile or careless client sends.
 */
export interface Pools {
  /** Ids that exist (people, users, lookups) and some that do not. */
  ids: string[];
  phones: string[];
  components: Record<string, any>;
}

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
  '\u200b',
  '\ufeff',
  '\r\n',
];
export const TEN_KB = 'x'.repeat(10 * 1024);

function resolve(schema: any, pools: Pools): any {
  if (schema?.$ref) return pools.components[schema.$ref.split('/').pop()];
  return schema ?? {};
}

function stringOf(s: any, name: string, pools: Pools): fc.Arbitrary<string> {
  const max = Math.min(s.maxLength ?? 40, 40);
  const min = Math.min(s.minLength ?? 0, max);
  if (s.format === 'uuid') return fc.oneof(fc.constantFrom(...pools.ids), fc.uuid());
  if (s.format === 'email')
    return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (/phone|whatsapp/i.test(name))
    return fc.oneof(
      fc.constantFrom(...pools.phones),
      fc.string({ minLength: min, maxLength: max }),
    );
  if (/^(from|to)$/.test(name))
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.string({ maxLength: max }),
    );
  if (s.pattern)
    return fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, s.maxLength ?? 200));
  return fc.string({ minLength: min, maxLength: max });
}

/** A valid value for the schema (as the schema says; the server may still refuse it). */
export function valueOf(raw: any, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  const s = resolve(raw, pools);
  if (s.anyOf || s.oneOf)
    return fc.oneof(...(s.anyOf ?? s.oneOf).map((x: any) => valueOf(x, pools, name)));
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: s.minimum ?? -1_000_000,
        max: Math.min(s.maximum ?? 1_000_000, 1_000_000),
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringOf(s, name, pools);
    case 'array':
      return fc.array(valueOf(s.items, pools, name), { maxLength: 3 });
    case 'object': {
      const props = Object.fromEntries(
        Object.entries<any>(s.properties ?? {}).map(([key, value]) => [
          key,
          valueOf(value, pools, key),
        ]),
      );
      return fc.record(props, { requiredKeys: s.required ?? [] });
    }
    default:
      return fc.jsonValue();
  }
}

/** Numbers on and past every edge a schema might have. */
const BOUNDARY_NUMBERS = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  10_000_001,
  101,
  1001,
];
const WRONG_TYPES = [123, -7, true, false, null, [], [1, 2], {}, { a: 1 }, 'text', ''];
const hostileString = fc.oneof(
  fc.constant(TEN_KB),
  fc.constantFrom(...CONTROL).map((c) => `a${c}b`),
  fc.constantFrom(
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '\u202eevil',
    '𝕏'.repeat(50),
  ),
);

/** Replaces one field of a JSON object by something its schema does not allow (or an edge). */
export function mutateObject(value: Record<string, unknown>, schema: any, pools: Pools) {
  const s = resolve(schema, pools);
  const keys = Object.keys(s.properties ?? {});
  const required: string[] = s.required ?? [];
  const options: fc.Arbitrary<{ kind: string; value: unknown }>[] = [
    fc.constantFrom(...WRONG_TYPES).map((v) => ({ kind: 'whole value of a wrong type', value: v })),
    fc.constant({ kind: 'unknown field', value: { ...value, unknownField: 'x', __proto__x: 1 } }),
  ];
  if (required.length) {
    options.push(
      fc.constantFrom(...required).map((k) => {
        const copy = { ...value };
        delete copy[k];
        return { kind: `missing ${k}`, value: copy };
      }),
    );
  }
  if (keys.length) {
    const field = fc.constantFrom(...keys);
    options.push(
      fc
        .tuple(field, fc.constantFrom(...WRONG_TYPES))
        .map(([k, v]) => ({ kind: `${k} of a wrong type`, value: { ...value, [k]: v } })),
      fc
        .tuple(field, fc.constantFrom(...BOUNDARY_NUMBERS))
        .map(([k, v]) => ({ kind: `${k} = ${v}`, value: { ...value, [k]: v } })),
      fc
        .tuple(field, hostileString)
        .map(([k, v]) => ({ kind: `${k} hostile text`, value: { ...value, [k]: v } })),
    );
  }
  return fc.oneof(...options);
}

/** A raw body that is not the JSON it claims to be, or not JSON at all. */
export const brokenBody = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"name": ',
      '{"a":1}}',
      'null',
      '[]',
      '"text"',
      '1',
      'true',
      '\u0000',
      '{"a":"\\u0000"}',
    )
    .map((text) => ({
      kind: `malformed JSON ${JSON.stringify(text)}`,
      text,
      type: 'application/json',
    })),
  fc
    .constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
    )
    .map((type) => ({
      kind: `content type ${type}`,
      text: type.startsWith('application/x-www') ? 'name=a&b=c' : '{"name":"a"}',
      type,
    })),
);

/** Query values as text: wrong types, edges, long and control-character strings, repeats. */
export const hostileQueryValue = fc.oneof(
  fc.constantFrom(
    'abc',
    '-1',
    '0',
    '1.5',
    '1e3',
    '',
    ' ',
    '99999999999999999999',
    '0x10',
    'NaN',
    'true',
    '[]',
  ),
  hostileString,
);

export const hostilePathValue = fc.constantFrom(
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '%00',
  '%ZZ',
  '..%2F..%2Fetc',
  'a'.repeat(99),
  "1' OR '1'='1",
  '%E2%80%AE',
);
