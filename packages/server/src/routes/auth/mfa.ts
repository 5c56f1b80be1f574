import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IdParams,
  MfaStatus,
  PasskeyOptions,
  PasswordBody,
  RecoveryCodesResponse,
  RegisterPasskeyBody,
  RegisterPasskeyResponse,
  TotpConfirmBody,
  TotpConfirmResponse,
  TotpSetupResponse,
} from '@hr/contracts';
import { findAdminById, type AdminRow } from '../../db/queries/admins';
import {
  challengeFailed,
  deletePasskey,
  deleteRecoveryCodes,
  deleteTotp,
  findTotp,
  insertPasskey,
  listPasskeys,
  mfaSummary,
  passkeyCredentials,
  replaceRecoveryCodes,
  setPasskeyRegistration,
  setPendingTotp,
  takeChallenge,
  takePasskeyRegistration,
  takeTotpStep,
} from '../../db/queries/mfa';
import type { Queryable } from '../../db/types';
import { httpError, translateDbError } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { accountOf, restrictTo } from '../../plugins/auth';
import { recordEvent, requestContext } from '../../services/audit';
import { loginSubject, requestGuard } from '../../services/login-guard';
import {
  CHALLENGE_MAX_FAILURES,
  CHALLENGE_TTL_SECONDS,
  newRecoveryCodes,
  newTotpSecret,
  passkeyRegistrationOptions,
  totpEnrolment,
  totpStep,
  verifyPasskeyRegistration,
} from '../../services/mfa';
import { errors, NoContent } from '../responses';
import { completeSignIn } from './sign-in';

/**
 * An office account's second factors (issue 39), under /api/auth/mfa: an office session, or on
 * the enrolment routes (`mfaSetup`) the set-up challenge of a sign-in that must enrol first, which
 * then completes with the enrolment. Removing a factor or making new recovery codes asks for the
 * password again; those tries count toward the sign-in limits like a sign-in's.
 */
const mfaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  restrictTo(app, 'admin');
  const { config } = app;
  // A supervisor is an office account too; the set-up challenge reaches only enrolment.
  const office = { supervisor: 'scoped' as const };
  const enrolment = { ...office, mfaSetup: true as const };

  const adminOf = async (request: FastifyRequest): Promise<AdminRow> => {
    const admin = await findAdminById(app.db, accountOf(request).id);
    if (!admin) throw httpError('SESSION_EXPIRED');
    return admin;
  };
  const identifierOf = (admin: AdminRow) => admin.email ?? admin.phone ?? admin.id;

  /** The current password, counted like a sign-in's (a stolen session cannot guess it freely). */
  async function requirePassword(request: FastifyRequest, password: string): Promise<AdminRow> {
    const admin = await adminOf(request);
    const guard = requestGuard(
      app.db,
      config,
      loginSubject('admin', identifierOf(admin), admin),
      request,
    );
    await guard.reserve();
    if (!(await verifyPassword(admin.password_hash, password)))
      throw httpError('PASSWORD_INCORRECT');
    await guard.succeeded();
    return admin;
  }

  /** With a set-up challenge, the enrolment completes the sign-in (the challenge serves once). */
  async function signInIfSetup(
    request: FastifyRequest,
    reply: FastifyReply,
    admin: AdminRow,
    factor: 'totp' | 'passkey',
  ) {
    const setup = accountOf(request).mfaSetup;
    if (!setup || !(await takeChallenge(app.db, setup.challengeHash))) return {};
    return completeSignIn(app, request, reply, admin, identifierOf(admin), factor);
  }

  /** A set-up challenge's wrong code counts on it; the fifth voids it. */
  async function setupCodeFailed(request: FastifyRequest) {
    const setup = accountOf(request).mfaSetup;
    if (!setup) return;
    const failures = await challengeFailed(app.db, setup.challengeHash);
    if (failures !== undefined && failures >= CHALLENGE_MAX_FAILURES)
      await takeChallenge(app.db, setup.challengeHash);
  }

  /** The account's factors left after a removal: none, then recovery codes mean nothing. */
  async function afterRemoval(tx: Queryable, adminId: string) {
    const s = await mfaSummary(tx, adminId);
    if (!s.totp && s.passkeys === 0) await deleteRecoveryCodes(tx, adminId);
  }

  app.get(
    '/',
    {
      config: { ...enrolment, reads: 'primary' },
      schema: {
        summary: "The signed-in office account's second factors",
        operationId: 'getMfaStatus',
        response: { 200: MfaStatus },
      },
    },
    async (request) => {
      const { id } = accountOf(request);
      const s = await mfaSummary(app.db, id);
      return {
        totp: s.totp,
        passkeys: await listPasskeys(app.db, id),
        recoveryCodesLeft: s.recoveryCodesLeft,
      };
    },
  );

  app.post(
    '/totp/setup',
    {
      config: enrolment,
      schema: {
        summary: 'Start enrolling an authenticator app: a new key and its QR code',
        operationId: 'setUpTotp',
        response: { 200: TotpSetupResponse },
      },
    },
    async (request) => {
      const admin = await adminOf(request);
      const secret = newTotpSecret();
      await setPendingTotp(app.db, admin.id, secret);
      return totpEnrolment(secret, admin);
    },
  );

  app.post(
    '/totp/confirm',
    {
      config: enrolment,
      schema: {
        summary: 'Confirm the authenticator app with a code: the recovery codes, shown once',
        operationId: 'confirmTotp',
        body: TotpConfirmBody,
        response: { 200: TotpConfirmResponse, ...errors(401) },
      },
    },
    async (request, reply) => {
      const admin = await adminOf(request);
      const totp = await findTotp(app.db, admin.id);
      if (!totp?.pending_secret)
        throw httpError('CHALLENGE_EXPIRED', 'Set up the authenticator app again');
      const step = totpStep(totp.pending_secret, request.body.code);
      const { codes, hashes } = newRecoveryCodes();
      const confirmed = await app.db.transaction(async (tx) => {
        if (step === undefined || !(await takeTotpStep(tx, admin.id, step, true))) return false;
        await replaceRecoveryCodes(tx, admin.id, hashes);
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'mfa.enrolled',
          entityType: admin.role,
          entityId: admin.id,
          details: { factor: 'totp' },
        });
        return true;
      });
      if (!confirmed) {
        await setupCodeFailed(request);
        throw httpError('INVALID_CODE');
      }
      return { recoveryCodes: codes, ...(await signInIfSetup(request, reply, admin, 'totp')) };
    },
  );

  app.delete(
    '/totp',
    {
      config: office,
      schema: {
        summary: 'Remove the authenticator app (the password again)',
        operationId: 'removeTotp',
        body: PasswordBody,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      const admin = await requirePassword(request, request.body.password);
      const removed = await app.db.transaction(async (tx) => {
        if (!(await deleteTotp(tx, admin.id))) return false;
        await afterRemoval(tx, admin.id);
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'mfa.removed',
          entityType: admin.role,
          entityId: admin.id,
          details: { factor: 'totp' },
        });
        return true;
      });
      if (!removed) throw httpError('NOT_FOUND', 'No authenticator app is set up');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/passkeys/options',
    {
      config: enrolment,
      schema: {
        summary: 'Start adding a passkey: WebAuthn creation options',
        operationId: 'passkeyRegistrationOptions',
        response: { 200: PasskeyOptions },
      },
    },
    async (request) => {
      const admin = await adminOf(request);
      const options = await passkeyRegistrationOptions(
        config,
        request,
        admin,
        await passkeyCredentials(app.db, admin.id),
      );
      await setPasskeyRegistration(app.db, admin.id, options.challenge, CHALLENGE_TTL_SECONDS);
      return options;
    },
  );

  app.post(
    '/passkeys',
    {
      config: enrolment,
      schema: {
        summary: "Add a passkey (the browser's answer to the options)",
        operationId: 'registerPasskey',
        body: RegisterPasskeyBody,
        response: { 201: RegisterPasskeyResponse, ...errors(401, 409) },
      },
    },
    async (request, reply) => {
      const admin = await adminOf(request);
      const expected = await takePasskeyRegistration(app.db, admin.id);
      if (!expected) throw httpError('CHALLENGE_EXPIRED', 'Start adding the passkey again');
      const credential = await verifyPasskeyRegistration(
        config,
        request,
        request.body.response,
        expected,
      );
      const name = request.body.name.trim() || 'Passkey';
      const { codes, hashes } = newRecoveryCodes();
      const result = await app.db
        .transaction(async (tx) => {
          // The first factor brings the recovery codes; later passkeys keep the set there is.
          const first = (await mfaSummary(tx, admin.id)).recoveryCodesLeft === 0;
          const passkey = await insertPasskey(tx, {
            adminId: admin.id,
            credentialId: credential.id,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports ?? [],
            name,
          });
          if (first) await replaceRecoveryCodes(tx, admin.id, hashes);
          await recordEvent(tx, {
            ...requestContext(request),
            action: 'mfa.enrolled',
            entityType: admin.role,
            entityId: admin.id,
            details: { factor: 'passkey', name },
          });
          return { passkey, ...(first ? { recoveryCodes: codes } : {}) };
        })
        .catch((error: unknown) => {
          throw translateDbError(error);
        });
      return reply
        .status(201)
        .send({ ...result, ...(await signInIfSetup(request, reply, admin, 'passkey')) });
    },
  );

  app.delete(
    '/passkeys/:id',
    {
      config: { ...office, entity: 'passkey' },
      schema: {
        summary: 'Remove a passkey (the password again)',
        operationId: 'removePasskey',
        params: IdParams,
        body: PasswordBody,
        response: { 204: NoContent, ...errors(404) },
      },
    },
    async (request, reply) => {
      const admin = await requirePassword(request, request.body.password);
      const removed = await app.db.transaction(async (tx) => {
        const name = await deletePasskey(tx, admin.id, request.params.id);
        if (name === undefined) return false;
        await afterRemoval(tx, admin.id);
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'mfa.removed',
          entityType: admin.role,
          entityId: admin.id,
          details: { factor: 'passkey', name },
        });
        return true;
      });
      if (!removed) throw httpError('PASSKEY_NOT_FOUND');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/recovery-codes',
    {
      config: office,
      schema: {
        summary: 'New recovery codes (the old ones stop working; the password again)',
        operationId: 'newRecoveryCodes',
        body: PasswordBody,
        response: { 200: RecoveryCodesResponse, ...errors(409) },
      },
    },
    async (request) => {
      const admin = await requirePassword(request, request.body.password);
      const { codes, hashes } = newRecoveryCodes();
      const made = await app.db.transaction(async (tx) => {
        const s = await mfaSummary(tx, admin.id);
        if (!s.totp && s.passkeys === 0) return false;
        await replaceRecoveryCodes(tx, admin.id, hashes);
        await recordEvent(tx, {
          ...requestContext(request),
          action: 'mfa.recovery_codes_created',
          entityType: admin.role,
          entityId: admin.id,
        });
        return true;
      });
      if (!made) throw httpError('MFA_NOT_ENROLLED');
      return { recoveryCodes: codes };
    },
  );
};

export default mfaRoutes;
