import { resetEmailParams, resetPasswordSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCtxOf } from '../../http/authenticate';
import { createResetThrottle } from './reset-throttle';
import * as service from './password-reset.service';

/** Public: the /forgetpsw page's two steps (spec 2 §2, §7), and whether e-mail is set up. */
export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['password-reset'];
  const deps = { mailer: app.deps.mailer, throttle: createResetThrottle() };

  r.get('/forgetpassword', { schema: { tags } }, async () => service.options(deps));
  r.post('/forgetpassword/:email', { schema: { tags, params: resetEmailParams } }, async (req) =>
    service.requestCode(publicCtxOf(req), deps, req.params.email, req.ip),
  );
  r.post(
    '/resetpasswords/:email',
    { schema: { tags, params: resetEmailParams, body: resetPasswordSchema } },
    async (req) =>
      service.resetPassword(publicCtxOf(req), deps, req.params.email, req.body, req.ip),
  );
}
