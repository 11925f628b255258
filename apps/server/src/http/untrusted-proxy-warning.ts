import type { FastifyInstance } from 'fastify';

/**
 * Behind a proxy that TRUST_PROXY does not name, every user comes from the proxy's address:
 * they share one login limit (50 failures lock everyone out for 15 minutes) and the logs show
 * one address. Says so once, the first time a forwarded request arrives (decision 0147).
 */
export function warnAboutUntrustedProxy(app: FastifyInstance, trusted: boolean) {
  if (trusted) return;
  let warned = false;
  app.addHook('onRequest', async (req) => {
    if (warned || req.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    req.log.warn(
      { proxy: req.ip },
      'requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: all users ' +
        "share the proxy's address and its login limit; set TRUST_PROXY to the proxy's address",
    );
  });
}
