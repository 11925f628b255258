import {
  isAdminProfile,
  loginSchema,
  REFRESH_COOKIE,
  REFRESH_TOKEN_TTL_DAYS,
  type SessionUserDTO,
} from '@atende/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, ctxOf, publicCtxOf } from '../../http/authenticate';
import * as service from './auth.service';

const COOKIE_PATH = '/api/auth';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ tokens: app.deps.tokens, throttle: app.deps.throttle });
  /** The session's user, with the platform's billing site for an admin (spec 1 §2). */
  const withBilling = (user: SessionUserDTO): SessionUserDTO =>
    app.deps.billingUrl && isAdminProfile(user.profile)
      ? { ...user, billingUrl: app.deps.billingUrl }
      : user;

  const sendSession = (reply: FastifyReply, s: service.IssuedSession) =>
    reply
      .setCookie(REFRESH_COOKIE, s.refreshToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure: app.deps.secureCookies,
        path: COOKIE_PATH,
        maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400,
      })
      .send({ token: s.token, user: withBilling(s.user) });

  r.post('/auth/login', { schema: { tags: ['auth'], body: loginSchema } }, async (req, reply) =>
    sendSession(reply, await service.login(publicCtxOf(req), deps(), req.body, req.ip)),
  );

  r.post('/auth/refresh_token', { schema: { tags: ['auth'] } }, async (req, reply) => {
    try {
      return sendSession(
        reply,
        await service.refresh(publicCtxOf(req), deps(), req.cookies[REFRESH_COOKIE]),
      );
    } catch (err) {
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      throw err;
    }
  });

  r.delete(
    '/auth/logout',
    { schema: { tags: ['auth'] }, onRequest: authenticate },
    async (req, reply) => {
      await service.logout(ctxOf(req));
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return reply.status(204).send();
    },
  );

  r.get('/auth/me', { schema: { tags: ['auth'] }, onRequest: authenticate }, async (req) =>
    withBilling(await service.me(ctxOf(req))),
  );
}
