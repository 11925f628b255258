import { loginSchema, REFRESH_COOKIE, REFRESH_TOKEN_TTL_DAYS } from '@atende/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, ctxOf, publicCtxOf } from '../../http/authenticate';
import * as service from './auth.service';

const COOKIE_PATH = '/api/auth';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ tokens: app.deps.tokens, throttle: app.deps.throttle });

  const sendSession = (reply: FastifyReply, s: service.IssuedSession) =>
    reply
      .setCookie(REFRESH_COOKIE, s.refreshToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure: app.deps.secureCookies,
        path: COOKIE_PATH,
        maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400,
      })
      .send({ token: s.token, user: s.user });

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
    service.me(ctxOf(req)),
  );
}
