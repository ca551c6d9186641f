import { GRADE_TOP } from '@app/contract/auth';
import { problemSchema } from '@app/contract/common';
import {
  ownTwoFactorSchema,
  recoveryCodesRegenerateSchema,
  recoveryCodesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorOverviewSchema,
  twoFactorPolicySchema,
  twoFactorSetupInputSchema,
  twoFactorSetupSchema,
} from '@app/contract/two-factor';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { me } from '../../plugins/app/auth.ts';
import { HttpProblem, conflict, notFound } from '../../lib/problem.ts';
import { noteAudit } from '../audit/audit-trail.ts';
import { verifyPassword } from '../auth/password.ts';
import { findMember } from '../member/member.repository.ts';
import { encryptSecret } from './secret-box.ts';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeCode,
  otpauthUri,
  totpStep,
} from './totp.ts';
import {
  countRecoveryCodes,
  deleteTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  listEnrolledMemberIds,
  replaceRecoveryCodes,
  savePendingSecret,
} from './two-factor.repository.ts';

const tags = ['two-factor'];
const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  429: problemSchema,
  503: problemSchema,
};

const fieldProblem = (code: string, field: string, message: string) =>
  new HttpProblem(400, code, message, { errors: [{ field, message }] });
const wrongCode = () =>
  fieldProblem('wrong_two_factor_code', 'body.code', 'The code is incorrect or was already used.');
const wrongPassword = () =>
  fieldProblem('wrong_password', 'body.password', 'The current password is incorrect.');
const notEnabled = () =>
  conflict('two_factor_not_enabled', 'Two-factor sign-in is not on for this account.');

/** Secrets and recovery codes are shown once: no cache may keep a copy. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The signed-in member's own 2FA (any grade): enrol, confirm, turn off, new recovery codes. */
export const ownTwoFactorRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  opts,
) => {
  // The site's host names the account in the app, so two sites' entries stay apart.
  const issuer = new URL(opts.publicUrl).hostname;
  const { attempts } = app.twoFactor;
  const audit = (action: string) => ({ audit: { entity: 'member', action } });

  app.get(
    '/me/two-factor',
    {
      schema: {
        operationId: 'getOwnTwoFactor',
        tags,
        summary: 'Your two-factor sign-in status',
        response: { 200: ownTwoFactorSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = me(request.staff).member;
      const row = await findTwoFactor(app.db, id);
      const enabledAt = row?.enabledAt ?? null;
      return {
        enabled: enabledAt !== null,
        enabledAt: enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabledAt === null ? 0 : await countRecoveryCodes(app.db, id),
        required: await app.twoFactor.required(),
      };
    },
  );

  app.post(
    '/me/two-factor/setup',
    {
      config: audit('two_factor_setup'),
      schema: {
        operationId: 'setUpOwnTwoFactor',
        tags,
        summary:
          'Start setting up two-factor sign-in (your password proves it is you): a new secret, active once confirmed',
        body: twoFactorSetupInputSchema,
        response: { 200: twoFactorSetupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = me(request.staff).member;
      const key = app.twoFactor.key();
      const found = await findMember(app.db, staff.id);
      if (found === null) throw notFound('Member');
      const guess = await attempts.begin(staff.id, request.ip);
      if (!(await verifyPassword(found.passwordHash, request.body.password))) {
        await guess.wrong();
        throw wrongPassword();
      }
      await guess.right();
      const secret = newTotpSecret();
      if (!(await savePendingSecret(app.db, staff.id, encryptSecret(key, staff.id, secret)))) {
        throw conflict(
          'two_factor_already_enabled',
          'Two-factor sign-in is already on. Turn it off first to move to another app.',
        );
      }
      const uri = otpauthUri(issuer, staff.loginId, secret);
      noteAudit(request, { entityId: staff.id });
      return noStore(reply).send({ secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) });
    },
  );

  app.post(
    '/me/two-factor/enable',
    {
      config: audit('two_factor_enable'),
      schema: {
        operationId: 'enableOwnTwoFactor',
        tags,
        summary:
          'Confirm a code from the app: two-factor sign-in is on; recovery codes, shown once',
        body: twoFactorEnableSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = me(request.staff).member;
      const row = await findTwoFactor(app.db, id);
      if (row === null) {
        throw conflict('two_factor_setup_missing', 'Start the setup first to get a new secret.');
      }
      if (row.enabledAt !== null) {
        throw conflict('two_factor_already_enabled', 'Two-factor sign-in is already on.');
      }
      const guess = await attempts.begin(id, request.ip);
      const step = await totpStep(app.twoFactor.secretOf(row), normalizeCode(request.body.code));
      const recoveryCodes = newRecoveryCodes();
      const enabled =
        step !== null &&
        (await enableTwoFactor(app.db, id, step, recoveryCodes.map(hashRecoveryCode)));
      if (!enabled) {
        await guess.wrong();
        throw wrongCode();
      }
      await guess.right();
      // Sessions carry the member's 2FA state (the site may require it): re-read them.
      await app.sessions.forgetCached();
      noteAudit(request, { entityId: id });
      return noStore(reply).send({ recoveryCodes });
    },
  );

  app.post(
    '/me/two-factor/disable',
    {
      config: audit('two_factor_disable'),
      schema: {
        operationId: 'disableOwnTwoFactor',
        tags,
        summary: 'Turn off two-factor sign-in: your password and a code prove it is you',
        body: twoFactorDisableSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = me(request.staff).member;
      const [found, row] = await Promise.all([findMember(app.db, id), findTwoFactor(app.db, id)]);
      if (found === null) throw notFound('Member');
      if (row?.enabledAt == null) throw notEnabled();
      const guess = await attempts.begin(id, request.ip);
      if (!(await verifyPassword(found.passwordHash, request.body.password))) {
        await guess.wrong();
        throw wrongPassword();
      }
      if (!(await app.twoFactor.spendCode(app.db, row, request.body.code, { recovery: true }))) {
        await guess.wrong();
        throw wrongCode();
      }
      await guess.right();
      await deleteTwoFactor(app.db, id);
      await app.sessions.forgetCached();
      noteAudit(request, { entityId: id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/two-factor/recovery-codes',
    {
      config: audit('two_factor_recovery_codes'),
      schema: {
        operationId: 'renewOwnRecoveryCodes',
        tags,
        summary: 'New recovery codes, shown once; the old ones stop working',
        body: recoveryCodesRegenerateSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = me(request.staff).member;
      const row = await findTwoFactor(app.db, id);
      if (row?.enabledAt == null) throw notEnabled();
      const guess = await attempts.begin(id, request.ip);
      if (!(await app.twoFactor.spendCode(app.db, row, request.body.code, { recovery: true }))) {
        await guess.wrong();
        throw wrongCode();
      }
      await guess.right();
      const recoveryCodes = newRecoveryCodes();
      await replaceRecoveryCodes(app.db, id, recoveryCodes.map(hashRecoveryCode));
      noteAudit(request, { entityId: id });
      return noStore(reply).send({ recoveryCodes });
    },
  );
};

/** The site's 2FA policy and who has enrolled: grade 10 only, enforced here. */
export const twoFactorPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireGrade(GRADE_TOP));

  const overview = async () => ({
    required: await app.twoFactor.required(),
    enrolledMemberIds: await listEnrolledMemberIds(app.db),
  });

  app.get(
    '/two-factor',
    {
      schema: {
        operationId: 'adminGetTwoFactorPolicy',
        tags,
        summary: 'Whether two-factor sign-in is required, and which members have it',
        response: { 200: twoFactorOverviewSchema, ...errors },
      },
    },
    overview,
  );

  app.put(
    '/two-factor',
    {
      config: { audit: { entity: 'setting', action: 'update' } },
      schema: {
        operationId: 'adminSetTwoFactorPolicy',
        tags,
        summary: 'Require two-factor sign-in of all staff, or stop requiring it',
        body: twoFactorPolicySchema,
        response: { 200: twoFactorOverviewSchema, ...errors },
      },
    },
    async (request) => {
      const { required } = request.body;
      // Requiring it without having it would lock the administrator out of this very switch.
      if (required && request.staff?.twoFactorEnabled !== true) {
        throw conflict(
          'two_factor_not_enabled',
          'Set up two-factor sign-in for yourself before requiring it of all staff.',
        );
      }
      await app.twoFactor.setRequired(required);
      noteAudit(request, { entityId: 'two_factor_required' });
      return overview();
    },
  );
};
