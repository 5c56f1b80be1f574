import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AdminLoginMfaBody, AdminSession, PasskeyOptions, PasskeyOptionsBody } from '@hr/contracts';
import { findAdminById, type AdminRow } from '../../db/queries/admins';
import {
  challengeFailed,
  passkeyCredentials,
  passkeyUsed,
  setChallengeWebauthn,
  takeChallenge,
  takeTotpStep,
  spendRecoveryCode,
  findTotp,
} from '../../db/queries/mfa';
import type { Queryable } from '../../db/types';
import { httpError, invalidInput } from '../../errors';
import { accountActor, recordEvent } from '../../services/audit';
import { loginSubject, requestGuard } from '../../services/login-guard';
import {
  CHALLENGE_MAX_FAILURES,
  isTotpCode,
  liveChallenge,
  passkeyAuthenticationOptions,
  recoveryCodeHash,
  totpStep,
  verifyPasskeyAssertion,
} from '../../services/mfa';
import { errors } from '../responses';
import { CodeRefused, completeSignIn, signInLog, type SignInFactor } from './sign-in';

/**
 * The second step of an office sign-in (issue 39): the password step's challenge and a TOTP
 * code, a recovery code or a passkey's assertion. Each try counts toward the account's sign-in
 * limits like a wrong password (services/login-guard.ts); a challenge takes 5 wrong codes, then
 * it is void. A right one ends the challenge (single use) and answers what login answers.
 */
const secondStepRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const logged = signInLog(app);

  app.post(
    '/admin/login/passkey-options',
    {
      schema: {
        summary:
          "A sign-in's passkey options (WebAuthn request options for the challenge's account)",
        operationId: 'adminLoginPasskeyOptions',
        body: PasskeyOptionsBody,
        response: { 200: PasskeyOptions, ...errors(401, 404) },
      },
    },
    async (request) => {
      const challenge = await liveChallenge(app.db, request.body.challenge, 'verify');
      const passkeys = await passkeyCredentials(app.db, challenge.admin_id);
      if (passkeys.length === 0) throw httpError('PASSKEY_NOT_FOUND');
      const options = await passkeyAuthenticationOptions(config, request, passkeys);
      await setChallengeWebauthn(app.db, challenge.hash, options.challenge);
      return options;
    },
  );

  app.post(
    '/admin/login/mfa',
    {
      schema: {
        summary: 'Complete an administrator sign-in with a second factor',
        operationId: 'adminLoginMfa',
        body: AdminLoginMfaBody,
        response: { 200: AdminSession, ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app;
      const { code, passkey } = request.body;
      if ((code === undefined) === (passkey === undefined))
        throw invalidInput('Give either code or passkey');
      const challenge = await liveChallenge(db, request.body.challenge, 'verify');
      const admin = await findAdminById(db, challenge.admin_id);
      if (!admin) throw httpError('CHALLENGE_EXPIRED');
      const identifier = admin.email ?? admin.phone ?? admin.id;
      const factor = await logged(request, 'admin', identifier, async (found) => {
        found(admin);
        const guard = requestGuard(db, config, loginSubject('admin', identifier, admin), request);
        await guard.reserve();
        const accepted = passkey
          ? await passkeyFactor(request, admin, passkey, challenge.webauthn_challenge)
          : await codeFactor(db, admin, code!);
        if (typeof accepted !== 'string') {
          // A failure keeps its reserved attempt; the fifth on one challenge voids it.
          const failures = await challengeFailed(db, challenge.hash);
          if (failures !== undefined && failures >= CHALLENGE_MAX_FAILURES)
            await takeChallenge(db, challenge.hash);
          throw new CodeRefused(accepted.refused);
        }
        // Single use: of two requests with right codes, one signs in.
        if (!(await takeChallenge(db, challenge.hash))) throw httpError('CHALLENGE_EXPIRED');
        await guard.succeeded();
        return accepted;
      });
      if (factor === 'recovery_code') {
        await recordEvent(db, {
          actor: accountActor(admin.role, {
            id: admin.id,
            firstName: admin.first_name,
            lastName: admin.last_name,
          }),
          action: 'recovery_code.used',
          entityType: admin.role,
          entityId: admin.id,
          clientAddress: request.ip,
          details: {},
        });
      }
      return completeSignIn(app, request, reply, admin, identifier, factor);
    },
  );

  type Outcome = SignInFactor | { refused: 'totp' | 'passkey' | 'recovery_code' };

  /** A TOTP code (6 digits: each time step once, one step of drift) or a recovery code (once). */
  async function codeFactor(db: Queryable, admin: AdminRow, code: string): Promise<Outcome> {
    if (isTotpCode(code)) {
      const totp = await findTotp(db, admin.id);
      const step = totp?.secret ? totpStep(totp.secret, code) : undefined;
      const taken = step !== undefined && (await takeTotpStep(db, admin.id, step, false));
      return taken ? 'totp' : { refused: 'totp' };
    }
    return (await spendRecoveryCode(db, admin.id, recoveryCodeHash(code)))
      ? 'recovery_code'
      : { refused: 'recovery_code' };
  }

  /** A passkey's assertion for the options' challenge (asked for with this sign-in's challenge). */
  async function passkeyFactor(
    request: FastifyRequest,
    admin: AdminRow,
    assertion: { id: string },
    expected: string | null,
  ): Promise<Outcome> {
    if (!expected) return { refused: 'passkey' };
    const passkeys = await passkeyCredentials(app.db, admin.id);
    const ok = await verifyPasskeyAssertion(config, request, assertion, expected, passkeys);
    if (!ok) return { refused: 'passkey' };
    await passkeyUsed(app.db, ok.passkey.id, ok.counter);
    return 'passkey';
  }
};

export default secondStepRoutes;
