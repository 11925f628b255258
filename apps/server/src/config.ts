import path from 'node:path';
import { isStrongPassword } from '@atende/shared';
import { z } from 'zod';

/** The only reader of process.env. Every variable is optional for `npm start`. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Embedded database only: hours between two backups (0: none), from which hour (UTC; 6 is
   * 03:00 in Brasília), how many kept, and where. */
  BACKUP_EVERY_HOURS: z.coerce.number().int().min(0).max(8760).default(24),
  BACKUP_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_DIR: z.string().min(1).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z
    .string()
    .refine(isStrongPassword, 'must have 8+ characters with upper-case, lower-case and a digit')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  /** The address users reach (https turns on secure cookies and HSTS). */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  /** The platform's billing site: admins find it in the side menu, opened in a new tab. */
  BILLING_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  /** Outgoing e-mail (password reset codes): smtp://user:pass@host:587 or smtps://... */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of those e-mails. */
  SMTP_FROM: z.string().min(3).default('Atende <no-reply@atende.local>'),
  /** The Graph API address with its version, for 'cloud-api' connections. */
  CLOUD_API_BASE_URL: z.url().optional(),
  /** The OpenAI-compatible API the AI prompts call (chat completions, transcriptions). */
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  /** The chat model the prompts answer with, and the transcription model of voice notes. */
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  /** Azure Speech text-to-speech; '{region}' is replaced by the prompt's voiceRegion. */
  AZURE_SPEECH_BASE_URL: z.string().min(1).default('https://{region}.tts.speech.microsoft.com'),
  /** Time limit of each call to those services, in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** SIGTERM / SIGINT: past this many milliseconds the shutdown stops waiting and exits. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** Dialogflow ES's REST address for queue integrations (default Google's). */
  DIALOGFLOW_BASE_URL: z.url().optional(),
  /** Who takes the checkout's Pix payments: the built-in sandbox, or Asaas. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'asaas']).default('sandbox'),
  /** The Asaas API address with its version (sandbox or production); required for asaas. */
  ASAAS_BASE_URL: z.url().optional(),
  /** The token Asaas sends in `asaas-access-token` with each webhook delivery. */
  ASAAS_WEBHOOK_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
  /** Sends through the external API per connection token per minute. */
  API_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Webhooks may target private, loopback, link-local and plain-http addresses (labs, tests). */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The simulated phone's rate ceiling per connection: sends beyond it are refused as a
   * provider's rate limit would (benchmarks; unset means unlimited).
   */
  SANDBOX_MAX_SENDS_PER_SECOND: z.coerce.number().int().min(1).max(100_000).optional(),
  /**
   * Web origins allowed to call the API and the socket from another site (comma-separated,
   * e.g. https://app.example.com). Unset: no cross-origin access at all.
   */
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i,
            'must list origins as scheme://host[:port] (e.g. https://app.example.com)',
          ),
      ),
    )
    .optional(),
  /** Bearer token that opens GET /api/metrics on the main port. */
  METRICS_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
  /** A separate listener (on HOST) that serves only the metrics, at /metrics. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The demo company and its accounts (demo1234): on by default, off when NODE_ENV=production. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^([0-9a-fA-F:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/,
            'must list proxy addresses or ranges (e.g. 127.0.0.1,10.0.0.0/8)',
          ),
      ),
    )
    .optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  dataDir: string;
  backupDir: string;
  webDist: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (cfg.PAYMENT_PROVIDER === 'asaas' && !cfg.ASAAS_BASE_URL) {
    throw new Error(
      'Invalid configuration:\n  ASAAS_BASE_URL: required when PAYMENT_PROVIDER=asaas',
    );
  }
  const serverRoot = path.resolve(import.meta.dirname, '..');
  const dataDir = path.resolve(cfg.DATA_DIR);
  return {
    ...cfg,
    SEED_DEMO: cfg.SEED_DEMO ?? cfg.NODE_ENV !== 'production',
    dataDir,
    backupDir: path.resolve(cfg.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    webDist: path.resolve(cfg.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
  };
}
