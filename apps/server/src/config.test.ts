import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('needs nothing to start: port 8080, ./data, embedded database', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({
      PORT: 8080,
      ROLE: 'all',
      SEED_DEMO: true,
    });
    expect(cfg.dataDir).toBe(path.resolve('./data'));
    expect(cfg.DATABASE_URL).toBeUndefined();
  });

  it('backs the embedded database up daily into DATA_DIR/backups, keeping 7, unless told', () => {
    expect(loadConfig({ DATA_DIR: '/srv/atende' })).toMatchObject({
      BACKUP_EVERY_HOURS: 24,
      BACKUP_HOUR_UTC: 6,
      BACKUP_KEEP: 7,
      backupDir: path.resolve('/srv/atende/backups'),
    });
    expect(
      loadConfig({ BACKUP_EVERY_HOURS: '0', BACKUP_KEEP: '30', BACKUP_DIR: '/mnt/copias' }),
    ).toMatchObject({ BACKUP_EVERY_HOURS: 0, BACKUP_KEEP: 30, backupDir: '/mnt/copias' });
    expect(() =>
      loadConfig({ BACKUP_KEEP: '0', BACKUP_EVERY_HOURS: 'daily', BACKUP_HOUR_UTC: '24' }),
    ).toThrow(/BACKUP_EVERY_HOURS[\s\S]*BACKUP_HOUR_UTC[\s\S]*BACKUP_KEEP/);
  });

  it('fails fast naming every bad variable', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }),
    ).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with postgres[\s\S]*JWT_SECRET: must have at least 32/,
    );
  });

  it('gives the simulated phone a send ceiling only when SANDBOX_MAX_SENDS_PER_SECOND says', () => {
    expect(loadConfig({}).SANDBOX_MAX_SENDS_PER_SECOND).toBeUndefined();
    expect(loadConfig({ SANDBOX_MAX_SENDS_PER_SECOND: '80' }).SANDBOX_MAX_SENDS_PER_SECOND).toBe(
      80,
    );
    expect(() => loadConfig({ SANDBOX_MAX_SENDS_PER_SECOND: '0' })).toThrow(
      /SANDBOX_MAX_SENDS_PER_SECOND/,
    );
  });

  it('takes BILLING_URL only as an http(s) address', () => {
    expect(loadConfig({ BILLING_URL: 'https://pague.example.com/plano' }).BILLING_URL).toBe(
      'https://pague.example.com/plano',
    );
    expect(() => loadConfig({ BILLING_URL: 'javascript:alert(1)' })).toThrow(
      /BILLING_URL: must be an http\(s\) address/,
    );
  });

  it('takes PUBLIC_URL only as an http(s) address, so a typo cannot drop secure cookies', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://atende.example.com' }).PUBLIC_URL).toBe(
      'https://atende.example.com',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'htps://atende.example.com' })).toThrow(
      /PUBLIC_URL: must be an http\(s\) address/,
    );
  });

  it('creates the demo accounts unless NODE_ENV=production or SEED_DEMO=false says not to', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('reads CORS_ORIGINS as a list of origins and names a bad one', () => {
    expect(loadConfig({}).CORS_ORIGINS).toBeUndefined();
    expect(
      loadConfig({ CORS_ORIGINS: 'https://painel.example.com/, http://localhost:5173' })
        .CORS_ORIGINS,
    ).toEqual(['https://painel.example.com', 'http://localhost:5173']);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(
      /CORS_ORIGINS\.0: must list origins as scheme:\/\/host\[:port\]/,
    );
  });

  it('keeps the metrics closed unless METRICS_TOKEN or METRICS_PORT is set', () => {
    const closed = loadConfig({});
    expect(closed.METRICS_TOKEN).toBeUndefined();
    expect(closed.METRICS_PORT).toBeUndefined();
    const open = loadConfig({ METRICS_TOKEN: 'a'.repeat(32), METRICS_PORT: '9464' });
    expect(open).toMatchObject({ METRICS_TOKEN: 'a'.repeat(32), METRICS_PORT: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must have at least 16 characters/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'none' })).toThrow(/METRICS_PORT/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('trusts no proxy unless TRUST_PROXY lists them', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('takes payments with the sandbox unless told Asaas, whose address it then needs', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'asaas' })).toThrow(
      /ASAAS_BASE_URL: required when PAYMENT_PROVIDER=asaas/,
    );
    const asaas = loadConfig({
      PAYMENT_PROVIDER: 'asaas',
      ASAAS_BASE_URL: 'http://127.0.0.1:9999/v3',
      ASAAS_WEBHOOK_TOKEN: 'a-token-of-enough-length',
    });
    expect(asaas).toMatchObject({
      PAYMENT_PROVIDER: 'asaas',
      ASAAS_BASE_URL: 'http://127.0.0.1:9999/v3',
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'pagseguro' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('takes an SMTP address only as smtp:// or smtps://, with a default sender', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({}).SMTP_FROM).toBe('Atende <no-reply@atende.local>');
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
  });
});
