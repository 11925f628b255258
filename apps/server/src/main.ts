import path from 'node:path';
import { loadConfig } from './config';
import { systemClock } from './context';
import { openDatabase } from './db/client';
import { seedFirstStart } from './db/seed';
import { roleParts } from './process-role';
import { buildRoleApp } from './role-app';
import { createRuntime, resumeSessions } from './runtime';
import { logUnhandledRejections } from './process-guards';
import { createLogger } from './logging';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { resolveJwtSecret } from './modules/auth/secrets';
import { createTokenService } from './modules/auth/tokens';
import { createPaymentProvider } from './modules/payments/payment-gateway';
import { createSmtpMailer } from './mail/mailer';
import { lockDataDir } from './data-dir-lock';
import { createShutdown, onShutdownSignals, serverShutdownSteps } from './shutdown';
import { startBackupSchedule } from './backup/backup-schedule';
import { assertPortFree, databaseFailure } from './startup-checks';
import { checkChannelKey } from './channels/channel-key-check';

/** Process entry: config → port check → database → migrations → first-start seed → app → listen. */
async function main() {
  const config = loadConfig();
  const parts = roleParts(config.ROLE, config.DATABASE_URL);
  const log = createLogger(config.LOG_LEVEL);
  logUnhandledRejections(log);
  if (!config.DATABASE_URL) await lockDataDir(config.dataDir); // PGlite: one process per DATA_DIR
  await assertPortFree(config.PORT, config.HOST);
  const pgdata = path.join(config.dataDir, 'pgdata');
  const database = await openDatabase({
    url: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    onIdleError: (err) => log.warn({ reason: err.message }, 'database connection lost'),
    dataDir: pgdata,
  }).catch((err: unknown) => {
    throw databaseFailure(err, { url: config.DATABASE_URL, pgdata });
  });
  await database.migrate().catch((err: unknown) => {
    throw databaseFailure(err, { url: config.DATABASE_URL, pgdata });
  });
  const seed = await seedFirstStart(database.db, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demo: config.SEED_DEMO,
    now: systemClock.now(),
  });
  if (seed.seeded) {
    log.info({ adminEmail: seed.adminEmail }, 'first start: platform admin created');
    // printed at once, before anything else can fail, and on the first start only: a later
    // start cannot show it again (set ADMIN_PASSWORD to choose it instead)
    if (seed.generatedPassword) {
      process.stdout.write(
        `\n  Super admin: ${seed.adminEmail}\n  Password:    ${seed.generatedPassword}\n\n`,
      );
    }
  }

  const runtime = await createRuntime(database, {
    dataDir: config.dataDir,
    clock: systemClock,
    log,
    // every role enqueues; only a working one (all, worker) runs jobs and sessions
    jobs: true,
    workers: parts.work,
    schedules: parts.work,
    sessions: parts.work,
    cloudApiBaseUrl: config.CLOUD_API_BASE_URL,
    ai: {
      openAiBaseUrl: config.OPENAI_BASE_URL,
      model: config.OPENAI_MODEL,
      transcriptionModel: config.OPENAI_TRANSCRIPTION_MODEL,
      azureSpeechBaseUrl: config.AZURE_SPEECH_BASE_URL,
      timeoutMs: config.AI_TIMEOUT_MS,
    },
    dialogflowBaseUrl: config.DIALOGFLOW_BASE_URL,
    sandboxMaxSendsPerSecond: config.SANDBOX_MAX_SENDS_PER_SECOND,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    webhooksAllowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
  });

  await checkChannelKey(
    database.db,
    runtime.secrets,
    path.join(config.dataDir, 'channel-secrets.key'),
  );

  const backupSettings = database.pglite
    ? {
        backupDir: config.backupDir,
        everyHours: config.BACKUP_EVERY_HOURS,
        hourUtc: config.BACKUP_HOUR_UTC,
        keep: config.BACKUP_KEEP,
      }
    : undefined;

  const { app } = await buildRoleApp(
    parts,
    {
      db: database.db,
      dbKind: database.kind,
      tokens: createTokenService(
        resolveJwtSecret({ configured: config.JWT_SECRET, dataDir: config.dataDir }),
      ),
      throttle: createLoginThrottle({
        windowMs: 15 * 60_000,
        perAddress: 50,
        perAccountAddress: 10,
        perAccount: 10,
      }),
      events: runtime.events,
      jobs: runtime.jobs,
      channels: runtime.channels,
      media: runtime.media,
      secrets: runtime.secrets,
      payments: createPaymentProvider({
        provider: config.PAYMENT_PROVIDER,
        asaasBaseUrl: config.ASAAS_BASE_URL,
        asaasWebhookToken: config.ASAAS_WEBHOOK_TOKEN,
      }),
      clock: systemClock,
      webDist: config.webDist,
      secureCookies: config.PUBLIC_URL?.startsWith('https://') ?? false,
      signupsPerHour: 20,
      billingUrl: config.BILLING_URL,
      apiSendsPerMinute: config.API_SENDS_PER_MINUTE,
      webhooksAllowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
      trustProxy: config.TRUST_PROXY,
      corsOrigins: config.CORS_ORIGINS,
      metricsToken: config.METRICS_TOKEN,
      metricsPort: config.METRICS_PORT,
      metricsHost: config.HOST,
      mailer: config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.SMTP_FROM) : undefined,
      backups: backupSettings,
    },
    config.DATABASE_URL,
    log,
  );

  // PostgreSQL's backups are pg_dump's (README, "Backups"); the embedded one backs itself up
  const backups =
    database.pglite && backupSettings && backupSettings.everyHours > 0
      ? startBackupSchedule({
          ...backupSettings,
          db: database.pglite,
          dataDir: config.dataDir,
          clock: systemClock,
          log,
        })
      : undefined;

  const shutdown = createShutdown({
    steps: serverShutdownSteps({ http: app, runtime, database, backups }),
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    exit: (code) => process.exit(code),
    log: app.log,
  });
  onShutdownSignals(process, shutdown);

  await app.listen({ port: config.PORT, host: config.HOST });
  if (parts.work) await resumeSessions(database, runtime, log);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
