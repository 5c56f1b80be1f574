import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as codes from '../db/queries/otp';
import { personPhoneExists } from '../db/queries/people';
import { hit, release } from '../db/queries/rate-limits';
import { httpError, HttpError, humanSeconds, tooManyRequests } from '../errors';
import { recordEvent, type Actor } from './audit';
import { recordRefusal } from './refusal-log';

/** Who asked, for the activity log. */
export interface OtpContext {
  actor: Actor;
  clientAddress: string;
}

export const MAX_ATTEMPTS = 5;
const HOUR = 3600;

/** A keyed hash: a leaked table row does not give the code away (a 6-digit space is tiny). */
function hashCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function sendCode(app: FastifyInstance, phone: string, userId: string, context: OtpContext) {
  const { db, config, sms } = app;
  if (await personPhoneExists(db, phone)) throw httpError('PHONE_ALREADY_REGISTERED');

  const refuseWhileLive = async () => {
    const live = await codes.findLiveCode(db, phone, MAX_ATTEMPTS);
    if (!live) return;
    throw tooManyRequests(
      'OTP_ALREADY_SENT',
      `An OTP was already sent to this phone number. You can request a new one in ${live.secondsLeft} seconds.`,
      live.secondsLeft,
    );
  };
  await refuseWhileLive();
  // Every budget is reserved before anything is sent (one statement each, so parallel sends
  // count right) and given back when no code went out. A phone's hourly budget is counted per
  // collector, so one collector using it up does not stop another from verifying the household;
  // the ceiling over all collectors keeps the texts one phone costs bounded.
  const budgets = [
    { key: `otp:phone:${phone}:user:${userId}`, limit: config.otpMaxPerPhonePerHour, perPhone: true },
    { key: `otp:user:${userId}`, limit: config.otpMaxPerUserPerHour, perPhone: false },
    { key: `otp:phone:${phone}`, limit: config.otpPhoneCeilingPerHour, perPhone: true },
  ];
  const giveBack = async (which: typeof budgets) => {
    for (const { key } of which) await release(db, key);
  };
  for (const [i, budget] of budgets.entries()) {
    const counter = await hit(db, budget.key, HOUR);
    if (counter.count <= budget.limit) continue;
    await giveBack(budgets.slice(0, i + 1));
    const wait = humanSeconds(counter.retryAfter);
    throw budget.perPhone
      ? tooManyRequests(
          'OTP_PHONE_RATE_LIMITED',
          `Too many OTP requests for this phone number. Try again in ${wait}.`,
          counter.retryAfter,
        )
      : tooManyRequests(
          'OTP_USER_RATE_LIMITED',
          `You have requested too many OTPs. Try again in ${wait}.`,
          counter.retryAfter,
        );
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = hashCode(config.jwtSecret, phone, code);
  // Stored before sending, so the code already works when the message arrives.
  const stored = await codes.putCode(db, {
    phone,
    userId,
    codeHash,
    ttlSeconds: config.otpTtlSeconds,
    maxAttempts: MAX_ATTEMPTS,
  });
  if (!stored) {
    // A parallel send won: its code is the one that goes out.
    await giveBack(budgets);
    await refuseWhileLive();
    throw tooManyRequests('OTP_ALREADY_SENT', 'An OTP was already sent to this phone number. Try again shortly.', 5);
  }
  const minutes = Math.max(1, Math.round(config.otpTtlSeconds / 60));
  try {
    await sms.send(
      phone,
      `Your Household Registry verification code is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { code, ttlSeconds: config.otpTtlSeconds },
    );
  } catch (error) {
    app.log.warn({ err: error, provider: sms.name }, 'OTP delivery failed');
    await codes.deleteCode(db, phone, codeHash);
    // Nothing reached the phone, so its hourly budgets are not used up (the collector's still is:
    // it keeps one collector from hammering a failing provider).
    await giveBack(budgets.filter((b) => b.perPhone));
    throw httpError('OTP_SEND_FAILED');
  }
  await recordEvent(db, { ...context, action: 'otp.sent', entityType: 'phone', entityId: phone, details: { phone } });
  return { message: 'OTP sent successfully.', expiresIn: config.otpTtlSeconds };
}

export async function verifyCode(
  app: FastifyInstance,
  phone: string,
  code: string,
  userId: string,
  context: OtpContext,
) {
  const { db } = app;
  // `code` (OTP_INVALID, OTP_EXPIRED...) is what a reader of the log filters and counts by;
  // `reason`, the message the collector saw, stays because the activity page shows it. A wrong
  // code is logged each time (a code allows MAX_ATTEMPTS of them); the refusals after it, which a
  // client may repeat without end, once per collector, phone, address and hour, with a count.
  const failed = async (error: HttpError) => {
    const event = {
      ...context,
      action: 'otp.failed' as const,
      entityType: 'phone',
      entityId: phone,
      details: { phone, code: error.code, reason: error.message },
    };
    if (error.code === 'OTP_INVALID') {
      await recordEvent(db, event);
    } else {
      const key = `otp:${userId}:${phone}:from:${context.clientAddress}:${error.code}`;
      await recordRefusal(db, { key, endsAt: (Math.floor(Date.now() / 1000 / HOUR) + 1) * HOUR }, event);
    }
    throw error;
  };
  try {
    return await checkCode(app, phone, code, userId, context);
  } catch (error) {
    // A refused code is logged; a database failure is not an OTP failure.
    if (error instanceof HttpError && error.statusCode === 400) return failed(error);
    throw error;
  }
}

async function checkCode(app: FastifyInstance, phone: string, code: string, userId: string, context: OtpContext) {
  const { db, config } = app;
  const attempt = await codes.countAttempt(db, phone, userId);
  if (!attempt) throw httpError('OTP_NOT_REQUESTED');
  if (attempt.expired) {
    await codes.deleteCode(db, phone, attempt.codeHash);
    throw httpError('OTP_EXPIRED');
  }
  if (attempt.attempts > MAX_ATTEMPTS) {
    await codes.deleteCode(db, phone, attempt.codeHash);
    throw httpError('OTP_ATTEMPTS_EXHAUSTED');
  }
  if (!sameHash(attempt.codeHash, hashCode(config.jwtSecret, phone, code))) {
    const left = MAX_ATTEMPTS - attempt.attempts;
    if (left <= 0) {
      await codes.deleteCode(db, phone, attempt.codeHash);
      throw httpError('OTP_ATTEMPTS_EXHAUSTED', 'Invalid OTP. Too many incorrect attempts, please request a new OTP.');
    }
    throw httpError('OTP_INVALID', `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`);
  }
  // Only one of several parallel correct verifies deletes the row and so consumes the code; the
  // verification and its event commit together.
  const consumed = await db.transaction(async (tx) => {
    if (!(await codes.deleteCode(tx, phone, attempt.codeHash))) return false;
    await codes.putVerification(tx, phone, userId, config.otpVerifiedTtlSeconds);
    await recordEvent(tx, { ...context, action: 'otp.verified', entityType: 'phone', entityId: phone, details: { phone } });
    return true;
  });
  if (!consumed) {
    throw httpError('OTP_NOT_REQUESTED');
  }
  return { message: 'OTP verified successfully.' };
}
