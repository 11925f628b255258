import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testClock, type Session, type TestApp } from '../../../test/harness';
import { seedCycles } from '../dashboard/dashboard.testkit';

/** Splits the ';'-separated file back into cells (quoted cells may hold ';' and '"'). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\uFEFF/, '').split('\r\n')) {
    if (!line) continue;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted && ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = !quoted;
      else if (ch === ';' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

async function parseXlsx(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Three cycles begun on 2026-11-23 (São Paulo), one the day before; times hand-computed. */
describe('reports', () => {
  const clock = testClock(new Date('2026-11-24T15:00:00.000Z'));
  let t: TestApp;
  let admin: Session;
  let queueA: number;
  let queueB: number;
  let tagId: number;
  let ticketOfT2: number;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    ({ admin } = await t.signupCompany('Empresa Relatorio'));
    const queue = async (name: string, color: string) =>
      // a second queue needs a greeting (spec 2 §5)
      (
        await t.request('POST', '/queue', admin.token, { name, color, greetingMessage: 'Olá!' })
      ).json().id as number;
    queueA = await queue('Vendas', '#0000ff');
    queueB = await queue('Suporte', '#00ff00');
    tagId = (
      await t.request('POST', '/tags', admin.token, { name: 'VIP', color: '#ff0000' })
    ).json().id;
    const a = admin.user.id;
    await seedCycles(t.deps.db, admin.user.companyId, [
      {
        contactName: 'Ana; "A"',
        queueId: queueA,
        userId: a,
        queuedAt: '2026-11-23T12:00:00Z',
        startedAt: '2026-11-23T12:05:00Z',
        finishedAt: '2026-11-23T12:35:00Z',
        rating: 3,
      },
      {
        contactName: '=HYPERLINK("http://x.test","clique")',
        queueId: queueA,
        userId: a,
        queuedAt: '2026-11-23T13:00:00Z',
        startedAt: '2026-11-23T13:15:00Z',
      },
      { contactName: 'Carla', queueId: queueB, queuedAt: '2026-11-24T02:30:00Z' },
      {
        contactName: 'Dora (dia 22)',
        queueId: queueB,
        queuedAt: '2026-11-23T02:30:00Z',
        startedAt: '2026-11-23T02:40:00Z',
        finishedAt: '2026-11-23T02:50:00Z',
        userId: a,
      },
    ]);
    const page = await get('/reports/tickets?date_from=2026-11-23&date_to=2026-11-23&status=open');
    ticketOfT2 = page.json().rows[0].ticketId;
    await t.request('POST', '/tags/sync', admin.token, {
      ticketId: ticketOfT2,
      tags: [{ id: tagId }],
    });
  }, 120_000);
  afterAll(() => t.close());

  const get = (path: string, s: Session = admin) => t.request('GET', path, s.token);
  const period = 'date_from=2026-11-23&date_to=2026-11-23';

  it('lists the cycles begun in the period, newest first, with the filters applied', async () => {
    const res = await get(`/reports/tickets?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.hasMore).toBe(false);
    // the zone the screen shows the times in, as the exported files do
    expect(page.timeZone).toBe('America/Sao_Paulo');
    expect(page.rows.map((r: { contactName: string }) => r.contactName)).toEqual([
      'Carla',
      '=HYPERLINK("http://x.test","clique")',
      'Ana; "A"',
    ]);
    expect(page.rows[2]).toEqual(
      expect.objectContaining({
        queueName: 'Vendas',
        userName: admin.user.name,
        status: 'closed',
        queuedAt: '2026-11-23T12:00:00.000Z',
        firstResponseMinutes: 5,
        resolutionMinutes: 35,
        rating: 3,
      }),
    );
    const names = async (q: string) =>
      (await get(`/reports/tickets?${period}&${q}`))
        .json()
        .rows.map((r: { contactName: string }) => r.contactName);
    expect(await names(`queueId=${queueB}`)).toEqual(['Carla']);
    expect(await names('status=pending')).toEqual(['Carla']);
    expect(await names('rating=3')).toEqual(['Ana; "A"']);
    expect(await names('rating=none')).toHaveLength(2);
    expect(await names(`userId=${admin.user.id}`)).toHaveLength(2);
    expect(await names(`tagId=${tagId}`)).toEqual(['=HYPERLINK("http://x.test","clique")']);
  });

  it('summarises per attendant and per queue', async () => {
    const users = (await get(`/reports/attendants?${period}`)).json();
    expect(users.rows).toEqual([
      {
        id: admin.user.id,
        name: admin.user.name,
        volume: 2,
        finished: 1,
        firstResponseMinutes: 10, // 5 and 15
        resolutionMinutes: 35,
        rating: 3,
      },
      {
        id: null,
        name: 'Sem atendente',
        volume: 1,
        finished: 0,
        firstResponseMinutes: null,
        resolutionMinutes: null,
        rating: null,
      },
    ]);
    const queues = (await get(`/reports/queues?${period}`)).json();
    expect(queues.rows.map((r: { name: string; volume: number }) => [r.name, r.volume])).toEqual([
      ['Vendas', 2],
      ['Suporte', 1],
    ]);
  });

  it('exports as CSV: parsed back, the same rows, formulas neutralised, total in a header', async () => {
    const res = await get(`/reports/tickets/export?${period}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-total-rows']).toBe('3');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-tickets-2026-11-23-2026-11-23.csv"',
    );
    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(4);
    expect(rows[0]![1]).toBe('Contato');
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      'Carla',
      `'=HYPERLINK("http://x.test","clique")`,
      'Ana; "A"',
    ]);
    const ana = rows[3]!;
    expect(ana.slice(3)).toEqual([
      'Vendas',
      admin.user.name,
      expect.any(String),
      'Finalizado',
      '23/11/2026 09:00',
      '23/11/2026 09:05',
      '23/11/2026 09:35',
      '5',
      '35',
      '3',
    ]);
  });

  it('exports as XLSX: parsed back, the same rows, numbers as numbers, dates as dates', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/tickets/export?${period}&format=xlsx`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const rows = await parseXlsx(res.rawPayload);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      'Carla',
      `'=HYPERLINK("http://x.test","clique")`,
      'Ana; "A"',
    ]);
    // the dates are date cells holding the company's wall-clock time (São Paulo, UTC-3), as
    // the CSV writes them: 12:00 UTC is 09:00 there
    expect(rows[3]!.slice(6)).toEqual([
      'Finalizado',
      new Date('2026-11-23T09:00:00.000Z'),
      new Date('2026-11-23T09:05:00.000Z'),
      new Date('2026-11-23T09:35:00.000Z'),
      5,
      35,
      3,
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(8).value).toBe('Entrou na fila');
    for (const col of [8, 9, 10]) {
      const cell = sheet.getRow(4).getCell(col);
      expect(cell.type, `column ${col}`).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt, `column ${col}`).toBe('dd/mm/yyyy hh:mm');
    }
    // Carla queued at 02:30 UTC on the 24th: still 23:30 on the 23rd in São Paulo; never
    // attended nor finished: those cells stay empty
    const carla = sheet.getRow(2);
    expect(carla.getCell(2).value).toBe('Carla');
    expect(carla.getCell(8).value).toEqual(new Date('2026-11-23T23:30:00.000Z'));
    expect([9, 10].map((col) => carla.getCell(col).type)).toEqual([
      ExcelJS.ValueType.Null,
      ExcelJS.ValueType.Null,
    ]);
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/reports/queues/export?${period}&format=xlsx`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(await parseXlsx(summary.rawPayload)).toEqual([
      [
        'Fila',
        'Volume',
        'Finalizados',
        'Primeira resposta média (min)',
        'Resolução média (min)',
        'Avaliação média',
      ],
      ['Vendas', 2, 1, 10, 35, 3],
      ['Suporte', 1, 0], // nothing finished: the mean cells stay empty
    ]);
  });

  it('bad filters answer 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/reports/tickets?status=late', 'status'],
      ['/reports/tickets?rating=5', 'rating'],
      ['/reports/tickets?queueId=abc', 'queueId'],
      ['/reports/tickets?queueId=999999', 'queueId'],
      ['/reports/attendants?date_from=2026-13-01', 'date_from'],
      ['/reports/tickets/export?format=pdf', 'format'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(400);
      expect(Object.keys(res.json().fields), path).toEqual([field]);
    }
    expect((await get('/reports/tickets?order=asc')).json().message).toContain(
      'Filtro desconhecido: order',
    );
    expect((await get('/reports/everything/export?format=csv')).statusCode).toBe(400);
  });
});
