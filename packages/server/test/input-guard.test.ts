import {
  ADMIN,
  newPhone,
  personFields,
  startTestApp,
  type Collector,
  type TestApp,
} from './support/test-app';

jest.setTimeout(180_000);

// Text PostgreSQL cannot store (NUL), that has no UTF-8 form (a lone UTF-16 surrogate, which
// would be stored as U+FFFD, silently changing the value) or that reorders what a reader sees
// (bidirectional overrides and isolates) is refused by one guard before validation: 400 naming
// the field, on every write endpoint, signed in or not.
const HOSTILE: Record<string, string> = {
  NUL: 'ab\u0000cd',
  'NUL alone': '\u0000',
  'lone high surrogate': 'ab\ud800cd',
  'lone low surrogate': '\udc00',
  'right-to-left override': 'Ravi\u202Eexe.fdp',
  'left-to-right embedding': '\u202Aab\u202C',
  'first strong isolate': 'a\u2068b\u2069',
};
const LABELS: Record<string, string> = { emailOrPhone: 'Email or phone' };

let t: TestApp;
let admin: string;
let c: Collector;
let religionId: string;
let casteId: string;
let personId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  c = await t.createCollector();
  const religion = await t.call('POST', '/admin/religions', {
    token: admin,
    body: { name: 'Hindu' },
  });
  religionId = religion.body.id;
  const caste = await t.call('POST', '/admin/castes', {
    token: admin,
    body: { religionId, name: 'Brahmin' },
  });
  casteId = caste.body.id;
  personId = (await t.createPerson(c.token)).id;
});
afterAll(() => t?.close());

interface Endpoint {
  name: string;
  method: string;
  url: () => string;
  token?: () => string;
  body: () => Record<string, unknown>;
}

const person = () => ({ ...personFields(), whatsappNumber: '9812300000' });
const collector = () => ({
  firstName: 'Meena',
  lastName: 'Devi',
  gender: 'Female',
  email: 'meena@example.org',
  phone: newPhone(),
  password: 'Collector-Pass1',
});

/** Every endpoint that takes a body, with a body it would accept. */
const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /auth/admin/login',
    method: 'POST',
    url: () => '/auth/admin/login',
    body: () => ({ emailOrPhone: ADMIN.email, password: 'x' }),
  },
  {
    name: 'POST /auth/user/login',
    method: 'POST',
    url: () => '/auth/user/login',
    body: () => ({ phone: c.phone, password: 'x' }),
  },
  {
    name: 'POST /admin/users',
    method: 'POST',
    url: () => '/admin/users',
    token: () => admin,
    body: collector,
  },
  {
    name: 'PUT /admin/users/:id',
    method: 'PUT',
    url: () => `/admin/users/${c.id}`,
    token: () => admin,
    body: collector,
  },
  {
    name: 'PUT /admin/people/:id',
    method: 'PUT',
    url: () => `/admin/people/${personId}`,
    token: () => admin,
    body: () => ({ ...person(), gpsLocation: '12.9, 77.6' }),
  },
  {
    name: 'POST /admin/religions',
    method: 'POST',
    url: () => '/admin/religions',
    token: () => admin,
    body: () => ({ name: 'Sikh' }),
  },
  {
    name: 'PUT /admin/religions/:id',
    method: 'PUT',
    url: () => `/admin/religions/${religionId}`,
    token: () => admin,
    body: () => ({ name: 'Hindu' }),
  },
  {
    name: 'POST /admin/castes',
    method: 'POST',
    url: () => '/admin/castes',
    token: () => admin,
    body: () => ({ religionId, name: 'Kshatriya' }),
  },
  {
    name: 'PUT /admin/castes/:id',
    method: 'PUT',
    url: () => `/admin/castes/${casteId}`,
    token: () => admin,
    body: () => ({ religionId, name: 'Brahmin' }),
  },
  {
    name: 'POST /otp/send',
    method: 'POST',
    url: () => '/otp/send',
    token: () => c.token,
    body: () => ({ phone: newPhone() }),
  },
  {
    name: 'POST /otp/verify',
    method: 'POST',
    url: () => '/otp/verify',
    token: () => c.token,
    body: () => ({ phone: newPhone(), code: '123456' }),
  },
  {
    name: 'POST /user/people',
    method: 'POST',
    url: () => '/user/people',
    token: () => c.token,
    body: () => ({ ...person(), phone: newPhone(), gps: '12.9, 77.6' }),
  },
  {
    name: 'PUT /user/people/:id',
    method: 'PUT',
    url: () => `/user/people/${personId}`,
    token: () => c.token,
    body: () => ({ ...person(), gpsLocation: '12.9, 77.6' }),
  },
];

describe('hostile text in any field', () => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
    '%s: 400 naming the field for NUL, lone surrogates and bidirectional controls in every text field',
    async (_name, endpoint) => {
      const fields = Object.entries(endpoint.body()).filter(([, v]) => typeof v === 'string');
      expect(fields.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const [field] of fields) {
        for (const [kind, value] of Object.entries(HOSTILE)) {
          const res = await t.call(endpoint.method, endpoint.url(), {
            token: endpoint.token?.(),
            body: { ...endpoint.body(), [field]: value },
          });
          const expected = `${LABELS[field] ?? field} contains invalid characters`;
          if (res.status !== 400 || res.body?.message !== expected) {
            problems.push(`${field} with ${kind}: ${res.status} ${res.raw}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('a hostile sign-in does not count as a failed one', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await t.call('POST', '/auth/admin/login', {
        body: { emailOrPhone: ADMIN.email, password: 'x\u0000' },
      });
      expect(res.status).toBe(400);
    }
    const res = await t.call('POST', '/auth/admin/login', {
      body: { emailOrPhone: ADMIN.email, password: ADMIN.password },
    });
    expect(res.status).toBe(200);
  });

  it('a NUL or a surrogate in an id is a 400, not a 500', async () => {
    const ids: [string, string, () => string, string][] = [
      ['PUT', '/admin/users/', () => admin, 'Invalid user id'],
      ['DELETE', '/admin/users/', () => admin, 'Invalid user id'],
      ['DELETE', '/admin/people/', () => admin, 'Invalid person id'],
      ['DELETE', '/admin/religions/', () => admin, 'Invalid religion id'],
      ['DELETE', '/admin/castes/', () => admin, 'Invalid caste id'],
      ['DELETE', '/user/people/', () => c.token, 'Invalid person id'],
    ];
    for (const [method, prefix, token, message] of ids) {
      for (const id of ['%00', `${religionId.slice(0, -1)}%00`]) {
        const res = await t.call(method, `${prefix}${id}`, {
          token: token(),
          body: method === 'PUT' ? collector() : undefined,
        });
        expect({ method, prefix, id, status: res.status, message: res.body?.message }).toEqual({
          method,
          prefix,
          id,
          status: 400,
          message,
        });
      }
      // A surrogate has no UTF-8 form, so its percent-encoding is not a valid URL at all.
      expect((await t.call(method, `${prefix}%ED%A0%80`, { token: token() })).status).toBe(400);
    }
  });

  it('a body whose bytes are not UTF-8 is a 400 and stores nothing (not a name with U+FFFD)', async () => {
    const json = Buffer.from('{"name":"Hin\u00ffdu-latin1"}', 'latin1'); // 0xFF: never UTF-8
    const res = await fetch(`${t.baseUrl}/api/admin/religions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: json,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Request body is not valid UTF-8', code: 'INVALID_JSON' });
    const religions = await t.call('GET', '/lookups/religions', { token: admin });
    expect(JSON.stringify(religions.body)).not.toContain('latin1');
  });

  it('a text/plain body is a 415, as a form is, whatever it holds', async () => {
    for (const body of ['hello', JSON.stringify({ name: 'Plain' })]) {
      const res = await fetch(`${t.baseUrl}/api/admin/religions`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', authorization: `Bearer ${admin}` },
        body,
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        message: 'Content type must be application/json',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
  });

  it('refuses the same in a query string', async () => {
    const res = await t.call('GET', '/lookups/religions?q=a%00b', { token: admin });
    expect(res).toMatchObject({ status: 400, body: { message: 'q contains invalid characters' } });
    const bidi = await t.call('GET', '/lookups/religions?q=a%E2%80%AEb', { token: admin });
    expect(bidi).toMatchObject({ status: 400, body: { message: 'q contains invalid characters' } });
  });

  it('keeps well-formed text outside the basic plane (emoji, rare scripts) as sent', async () => {
    const name = 'Ravi 😀 𠜎';
    const res = await t.call('PUT', `/admin/people/${personId}`, {
      token: admin,
      body: { ...personFields(), name, whatsappNumber: null, gpsLocation: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe(name);
  });
});

describe('names made of invisible characters', () => {
  const INVISIBLE = [
    '\u200b',
    '\ufeff',
    '\u200b\u200c\u200d',
    ' \u2060 \u00ad ',
    '\u3164',
    '\u200e\u200f',
  ];

  it.each(INVISIBLE.map((v) => [JSON.stringify(v), v]))(
    '%s counts as empty: "name is required"',
    async (_label, value) => {
      const religion = await t.call('POST', '/admin/religions', {
        token: admin,
        body: { name: value },
      });
      expect(religion).toMatchObject({ status: 400, body: { message: 'name is required' } });
      const caste = await t.call('POST', '/admin/castes', {
        token: admin,
        body: { religionId, name: value },
      });
      expect(caste).toMatchObject({ status: 400, body: { message: 'name is required' } });
      const p = await t.call('PUT', `/user/people/${personId}`, {
        token: c.token,
        body: { ...personFields(), name: value },
      });
      expect(p).toMatchObject({ status: 400, body: { message: 'name is required' } });
      const u = await t.call('POST', '/admin/users', {
        token: admin,
        body: { ...collector(), firstName: value },
      });
      expect(u).toMatchObject({ status: 400, body: { message: 'firstName is required' } });
    },
  );

  it('invisible characters around a name are dropped, inside it they stay', async () => {
    const res = await t.call('POST', '/admin/religions', {
      token: admin,
      body: { name: '\ufeff\u200bJain\u200b ' },
    });
    expect(res).toMatchObject({ status: 201, body: { name: 'Jain' } });
    // A zero-width joiner inside a word is part of its spelling (Indic conjuncts, emoji).
    const joined = 'क्\u200dष';
    const kept = await t.call('POST', '/admin/castes', {
      token: admin,
      body: { religionId, name: joined },
    });
    expect(kept).toMatchObject({ status: 201, body: { name: joined } });
  });
});

// Issue 45, item 4: a name that looks like another one. Inside a name (its ends are trimmed
// first) controls and invisible format characters are a 400 naming the field, on every route
// that takes a name; a joiner stays where a script spells with it (Devanagari).
describe('invisible and control characters inside a name', () => {
  const NOT_IN_NAME: Record<string, string> = {
    'zero-width joiner in Latin': 'Hin\u200ddu',
    'zero-width non-joiner in Latin': 'Hin\u200cdu',
    'left-to-right mark': 'Hin\u200edu',
    'right-to-left mark': 'Hin\u200fdu',
    'word joiner': 'Hin\u2060du',
    'tag character': 'Hin\u{E0041}du',
    'cancel tag': 'Hindu\u{E007F}x',
    newline: 'Hin\ndu',
    tab: 'Hin\tdu',
    'C1 control (NEL)': 'Hin\u0085du',
    BOM: 'Hin\ufeffdu',
    'zero-width space': 'Hin\u200bdu',
    'soft hyphen': 'Hin\u00addu',
    'line separator': 'Hin\u2028du',
    'joiner between Devanagari and Latin': 'क्\u200dx',
  };
  const token = () => admin;
  const supervisor = () => ({
    firstName: 'Sita',
    lastName: 'Rai',
    phone: newPhone(),
    password: 'Supervisor-Pass1',
    wards: [3],
  });
  const NAMED: Endpoint[] = [
    ...ENDPOINTS,
    { name: 'POST /admin/supervisors', method: 'POST', url: () => '/admin/supervisors', token, body: supervisor },
    { name: 'POST /admin/api-tokens', method: 'POST', url: () => '/admin/api-tokens', token, body: () => ({ name: 'Exports' }) },
    {
      name: 'POST /admin/people/duplicates',
      method: 'POST',
      url: () => '/admin/people/duplicates',
      token,
      body: () => ({ name: 'Ravi', fatherName: 'Hari', wardNo: '3', areaName: 'Chowk' }),
    },
  ];
  const NAME_FIELDS = ['name', 'fatherName', 'areaName', 'firstName', 'lastName'];

  // Every endpoint with a body but sign-ins and codes, which hold no name.
  it.each(NAMED.filter((e) => !/auth|otp/.test(e.name)).map((e) => [e.name, e] as const))(
    '%s: 400 naming the field',
    async (_name, endpoint) => {
      const fields = Object.keys(endpoint.body()).filter((f) => NAME_FIELDS.includes(f));
      expect(fields.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const field of fields) {
        for (const [kind, value] of Object.entries(NOT_IN_NAME)) {
          const res = await t.call(endpoint.method, endpoint.url(), {
            token: endpoint.token?.(),
            body: { ...endpoint.body(), [field]: value },
          });
          if (res.status !== 400 || res.body?.message !== `${field} contains invalid characters`) {
            problems.push(`${field} with ${kind}: ${res.status} ${res.raw}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('"Hin\\u200ddu" does not make a second "Hindu"; valid Devanagari with a joiner is stored as sent', async () => {
    const twin = await t.call('POST', '/admin/religions', { token: admin, body: { name: 'Hin\u200ddu' } });
    expect(twin).toMatchObject({ status: 400, body: { message: 'name contains invalid characters' } });
    const list = await t.call('GET', '/lookups/religions', { token: admin });
    expect(list.body.filter((r: { name: string }) => r.name.replace(/\u200d/g, '') === 'Hindu')).toHaveLength(1);

    // क्‍ष (half form), हरि‌प्रसाद (non-joiner): the joiners sit between Devanagari letters and marks.
    const caste = 'क्\u200dषत्रिय';
    const kept = await t.call('POST', '/admin/castes', { token: admin, body: { religionId, name: caste } });
    expect(kept).toMatchObject({ status: 201, body: { name: caste } });
    const name = 'हरि\u200cप्रसाद';
    const saved = await t.call('PUT', `/admin/people/${personId}`, {
      token: admin,
      body: { ...personFields(), name, fatherName: 'राम\u200dलाल', whatsappNumber: null, gpsLocation: null },
    });
    expect(saved).toMatchObject({ status: 200, body: { name, fatherName: 'राम\u200dलाल' } });
    const user = await t.call('POST', '/admin/users', { token: admin, body: { ...collector(), firstName: 'सी\u200dता' } });
    expect(user).toMatchObject({ status: 201, body: { firstName: 'सी\u200dता' } });
  });
});
