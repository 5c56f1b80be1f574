import { newPhone, personFields, startTestApp, type TestApp } from './support/test-app';
import { describeOn } from './support/only-on';

jest.setTimeout(120_000);

// PGlite runs one statement at a time, so real races need PostgreSQL (TEST_DATABASE_URL). On
// PGlite these tests are skipped: scripts/test-all.mjs lists them as the known skips.
describeOn('postgres', 'concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  /** Sends a code and returns it; fails the test when the send or the delivery did not happen. */
  async function sendCode(token: string, phone: string): Promise<string> {
    const sent = await t.call('POST', '/otp/send', { token, body: { phone } });
    expect(sent).toMatchObject({ status: 200, body: { message: 'OTP sent successfully.' } });
    const code = t.sms.lastCodeFor(phone);
    expect(code).toMatch(/^\d{6}$/);
    return code!;
  }

  it('two simultaneous saves of one phone: exactly one 201 and one 409', async () => {
    const a = await t.createCollector();
    const b = await t.createCollector();
    const phone = newPhone();
    await t.verifyPhone(a.token, phone);
    await t.app.db.query(
      `INSERT INTO phone_verifications (phone, user_id, expires_at) VALUES ($1, $2, now() + interval '5 minutes')`,
      [phone, b.id],
    );
    const results = await Promise.all(
      [a, b].map((c) => t.call('POST', '/user/people', { token: c.token, body: personFields({ phone }) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('This phone number is already registered');
  });

  it('parallel verifies of one code: only one consumes it', async () => {
    const c = await t.createCollector();
    const phone = newPhone();
    const code = await sendCode(c.token, phone);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/otp/verify', { token: c.token, body: { phone, code } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(4);
  });

  it('parallel wrong guesses cannot exceed 5 tries', async () => {
    const c = await t.createCollector();
    const phone = newPhone();
    const code = await sendCode(c.token, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => t.call('POST', '/otp/verify', { token: c.token, body: { phone, code: wrong } })),
    );
    expect(guesses.map((g) => g.status)).toEqual(Array(12).fill(400));
    // Exactly four guesses were told how many tries were left; the fifth used the code up.
    const left = guesses.filter((g) => /^Invalid OTP\. \d attempts? left\.$/.test(g.body.message));
    expect(left).toHaveLength(4);
    // The right code after them is refused: the code is gone.
    const right = await t.call('POST', '/otp/verify', { token: c.token, body: { phone, code } });
    expect(right).toMatchObject({
      status: 400,
      body: { message: 'No OTP has been requested for this phone number. Please request a new one.' },
    });
  });

  it('parallel sends to one phone: one code goes out', async () => {
    const c = await t.createCollector();
    const phone = newPhone();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => t.call('POST', '/otp/send', { token: c.token, body: { phone } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    expect(t.sms.messages.filter((m) => m.to === phone)).toHaveLength(1);
  });
});
