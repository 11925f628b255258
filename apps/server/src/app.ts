import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, MAX_UPLOAD_BYTES } from '@atende/shared';
import { MAX_FILES_PER_REQUEST } from './http/uploads';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { createActorCache } from './http/actor-cache';
import { registerApiCompression } from './http/compression';
import { registerCors } from './http/cors';
import { createProbeLimit } from './http/probe-limit';
import { authenticate } from './http/authenticate';
import { registerErrorHandler } from './http/error-handler';
import { registerPlanGate } from './http/plan-gate';
import { registerRejectNul } from './http/reject-nul';
import { indexScriptHashes } from './http/index-scripts';
import { registerSecurityHeaders } from './http/security-headers';
import { answerWithRequestId, requestIdOf } from './http/request-id';
import { warnAboutUntrustedProxy } from './http/untrusted-proxy-warning';
import { registerWebApp } from './http/web-app';
import { externalApiRoutes } from './modules/external-api/external-api.routes';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { chatsRoutes } from './modules/chats/chats.routes';
import { companiesAdminRoutes } from './modules/companies/companies-admin.routes';
import { companiesPublicRoutes } from './modules/companies/companies.routes';
import { helpsRoutes } from './modules/helps/helps.routes';
import { backupsRoutes } from './backup/backups.routes';
import { kanbanRoutes } from './modules/kanban/kanban.routes';
import { healthRoutes } from './modules/health/health.routes';
import { plansAdminRoutes } from './modules/plans/plans-admin.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { paymentsRoutes, paymentWebhookRoutes } from './modules/payments/payments.routes';
import { plansPublicRoutes } from './modules/plans/plans.routes';
import { queuesRoutes } from './modules/queues/queues.routes';
import { queueOptionsRoutes } from './modules/queue-options/queue-options.routes';
import { quickMessagesRoutes } from './modules/quick-messages/quick-messages.routes';
import { schedulesRoutes } from './modules/schedules/schedules.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { contactListsRoutes } from './modules/contact-lists/contact-lists.routes';
import { fileListsRoutes } from './modules/file-lists/file-lists.routes';
import { promptsRoutes } from './modules/prompts/prompts.routes';
import { queueIntegrationsRoutes } from './modules/queue-integrations/queue-integrations.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { ticketNotesRoutes } from './modules/ticket-notes/ticket-notes.routes';
import { usersRoutes } from './modules/users/users.routes';
import { sandboxRoutes } from './channels/sandbox/sandbox.routes';
import { cloudApiWebhookRoutes } from './channels/cloud-api/cloud-api.routes';
import { serviceWindowRoutes } from './channels/cloud-api/service-window.routes';
import { templatesRoutes } from './channels/cloud-api/templates.routes';
import { contactPicturesRoutes } from './modules/whatsapp-numbers/contact-pictures.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { notifyRoutes } from './modules/notify/notify.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { whatsappsRoutes } from './modules/whatsapps/whatsapps.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { createAppMetrics } from './metrics/app-metrics';
import { serveMetricsOnOwnPort } from './metrics/metrics-listener';
import { metricsRoutes } from './metrics/metrics.routes';
import { startBroadcaster } from './realtime/broadcaster';
import { createSocketServer, type SocketServer } from './realtime/socket-server';

export interface BuiltApp {
  app: FastifyInstance;
  io: SocketServer;
}

/** Public modules first, then everything behind the access token. */
async function apiRoutes(api: FastifyInstance, opts: { metrics: Registry }) {
  await registerApiCompression(api);
  await api.register(healthRoutes);
  await api.register(metricsRoutes, { registry: opts.metrics });
  await api.register(authRoutes);
  await api.register(plansPublicRoutes);
  await api.register(companiesPublicRoutes);
  await api.register(passwordResetRoutes);
  await api.register(cloudApiWebhookRoutes);
  await api.register(paymentWebhookRoutes);
  // authorised by a connection's token, not a user's session
  await api.register(externalApiRoutes);
  await api.register(async (priv) => {
    priv.addHook('onRequest', authenticate);
    await priv.register(usersRoutes);
    await priv.register(whatsappsRoutes);
    await priv.register(sandboxRoutes);
    await priv.register(serviceWindowRoutes);
    await priv.register(templatesRoutes);
    await priv.register(ticketsRoutes);
    await priv.register(messagesRoutes);
    await priv.register(tagsRoutes);
    await priv.register(ticketNotesRoutes);
    await priv.register(contactsRoutes);
    await priv.register(contactPicturesRoutes);
    await priv.register(settingsRoutes);
    await priv.register(queuesRoutes);
    await priv.register(queueOptionsRoutes);
    await priv.register(quickMessagesRoutes);
    await priv.register(kanbanRoutes);
    await priv.register(notifyRoutes);
    await priv.register(notificationsRoutes);
    await priv.register(companiesAdminRoutes);
    await priv.register(plansAdminRoutes);
    await priv.register(helpsRoutes);
    await priv.register(backupsRoutes);
    await priv.register(invoicesRoutes);
    await priv.register(paymentsRoutes);
    await priv.register(announcementsRoutes);
    await priv.register(schedulesRoutes);
    await priv.register(contactListsRoutes);
    await priv.register(fileListsRoutes);
    await priv.register(promptsRoutes);
    await priv.register(queueIntegrationsRoutes);
    await priv.register(campaignsRoutes);
    await priv.register(chatsRoutes);
    await priv.register(dashboardRoutes);
    await priv.register(reportsRoutes);
    await priv.register(webhooksRoutes);
  });
}

export async function buildApp(deps: AppDeps, logger?: FastifyBaseLogger): Promise<BuiltApp> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // forwarded headers are believed only from configured proxies, so clients cannot pick their address
    trustProxy: deps.trustProxy?.length ? deps.trustProxy : false,
    bodyLimit: 2 * 1024 * 1024,
    requestIdHeader: false,
    genReqId: requestIdOf,
    // the spec's paths come with and without a final slash (/users/ and /users): one route
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('deps', deps);
  answerWithRequestId(app);
  warnAboutUntrustedProxy(app, Boolean(deps.trustProxy?.length));
  const actorCache = createActorCache(deps.events, {
    ttlMs: 5_000,
    maxEntries: 10_000,
    now: () => deps.clock.now().getTime(),
  });
  app.decorate('actorCache', actorCache);
  app.decorate('probeLimit', createProbeLimit());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRejectNul(app);
  registerSecurityHeaders(app, indexScriptHashes(deps.webDist), deps.secureCookies);
  registerPlanGate(app);
  const metrics = createAppMetrics(app, deps.db);
  await registerCors(app, deps.corsOrigins);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_REQUEST },
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Atende API', version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });
  // no validator badge: it would load an image from the validator's site
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
  });
  await app.register(apiRoutes, { prefix: '/api', metrics: metrics.registry });
  await registerWebApp(app, deps.webDist);

  const io = createSocketServer(app.server, deps, app.log);
  metrics.countSocketsWith(() => io.engine.clientsCount);
  const stopBroadcaster = startBroadcaster(io, deps.events, deps.db, app.log);
  serveMetricsOnOwnPort(app, metrics.registry);
  app.addHook('preClose', async () => {
    stopBroadcaster();
    actorCache.stop();
    io.disconnectSockets(true);
    io.engine.close();
  });
  return { app, io };
}
