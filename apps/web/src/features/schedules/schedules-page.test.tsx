import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ScheduleDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { SchedulesPage } from './schedules-page';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

/**
 * The calendar opens on today's month: the tests' today is fixed (a Wednesday morning in the
 * middle of a month), so a schedule two hours ahead is in view whatever day they run on.
 */
const TODAY = new Date(2026, 10, 25, 10, 0);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const inTwoHours = new Date(TODAY.getTime() + 2 * 3600_000);
const schedule = (id: number, name: string, status: ScheduleDTO['status']): ScheduleDTO => ({
  id,
  body: `Mensagem ${id}`,
  sendAt: inTwoHours.toISOString(),
  sentAt: null,
  status,
  error: null,
  contactId: id,
  contact: { id, name, number: `55119000000${id}` },
  whatsappId: 1,
  whatsapp: { id: 1, name: 'Telefone simulado' },
  userId: 7,
  ticketId: null,
  mediaUrl: null,
  mediaName: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

function routes(list: () => ScheduleDTO[]) {
  return (call: FakeCall) => {
    if (call.path === '/schedules') return { body: { schedules: list(), hasMore: false } };
    if (call.path === '/contacts/5')
      return { body: { id: 5, name: 'Ana Drawer', number: '5511955' } };
    if (call.path === '/contacts') return { body: { contacts: [], hasMore: false, count: 0 } };
    if (call.path === '/whatsapp') return { body: [] };
    return undefined;
  };
}

function renderPage(url = '/schedules') {
  const { Providers } = renderProviders(makeSessionUser({ id: 7, profile: 'admin' }));
  render(
    <MemoryRouter initialEntries={[url]}>
      <Providers>
        <SchedulesPage />
      </Providers>
    </MemoryRouter>,
  );
}

describe('schedules page', { timeout: 20_000 }, () => {
  it('shows the range’s schedules by contact name, with their count, and follows the channel', async () => {
    let list = [schedule(1, 'Maria Souza', 'PENDENTE')];
    const api = fakeApi(routes(() => list));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Agendamentos (1)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar Maria Souza' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excluir Maria Souza' })).toBeVisible();
    for (const view of ['Mês', 'Semana', 'Dia', 'Agenda', 'Hoje']) {
      expect(screen.getByRole('button', { name: view })).toBeVisible();
    }
    const asked = api.calls.find((c) => c.path === '/schedules')!;
    expect(asked.query.get('start')).not.toBeNull();
    expect(asked.query.get('end')).not.toBeNull();

    list = [...list, schedule(2, 'João Lima', 'ENVIADA')];
    act(() => socket.handlers.get('company-3-schedule')?.({ action: 'create', schedule: list[1] }));
    expect(await screen.findByRole('heading', { name: 'Agendamentos (2)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar João Lima' })).toBeVisible();
  });

  it('?contactId= opens the new schedule dialog for that contact', async () => {
    fakeApi(routes(() => []));
    renderPage('/schedules?contactId=5');
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    expect(within(dialog).getByRole('combobox', { name: 'Contato' })).toHaveValue(
      'Ana Drawer (5511955)',
    );
    expect(within(dialog).getByLabelText('Data de envio')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    // the attachment is an image: png, jpg or jpeg (spec 1 §5)
    expect(dialog.querySelector('input[type="file"]')).toHaveAttribute(
      'accept',
      '.png,.jpg,.jpeg,image/png,image/jpeg',
    );
  });

  it('refuses a file that is not an image when picked, and saves nothing without it', async () => {
    const { calls } = fakeApi(routes(() => []));
    renderPage('/schedules?contactId=5');
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Segue a nota fiscal' },
    });
    fireEvent.change(within(dialog).getByLabelText('Data de envio'), {
      target: { value: '2026-11-25T15:00' },
    });
    const pdf = new File(['%PDF-1.4'], 'nota-fiscal.pdf', { type: 'application/pdf' });
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [pdf] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'O arquivo "nota-fiscal.pdf" não pode ser anexado: envie uma imagem png, jpg ou jpeg.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await act(() => Promise.resolve());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Novo agendamento' })).toBeVisible();
  });

  it('a double click on Salvar saves one schedule', async () => {
    const { calls } = fakeApi((call) =>
      call.method === 'POST' && call.path === '/schedules'
        ? { body: schedule(9, 'Ana Drawer', 'PENDENTE') }
        : routes(() => [])(call),
    );
    renderPage('/schedules?contactId=5');
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Lembrete da consulta' },
    });
    fireEvent.change(within(dialog).getByLabelText('Data de envio'), {
      target: { value: '2026-11-25T15:00' },
    });
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/schedules']);
  });

  it('names every problem of the form at once: the contact, a short message, a past time', async () => {
    const { calls } = fakeApi(routes(() => []));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Novo agendamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // nothing typed: the contact and the message are both asked for
    expect(await within(dialog).findAllByText('Obrigatório')).toHaveLength(2);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'oi' },
    });
    fireEvent.change(within(dialog).getByLabelText('Data de envio'), {
      target: { value: '2026-11-25T09:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Mensagem muito curta')).toBeVisible();
    expect(within(dialog).getByText('A data de envio precisa estar no futuro')).toBeVisible();
    expect(within(dialog).getByText('Obrigatório')).toBeVisible();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('with only the message wrong, Salvar takes the keyboard to the message', async () => {
    fakeApi(routes(() => []));
    renderPage('/schedules?contactId=5');
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    const message = within(dialog).getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(message, { target: { value: 'oi' } });
    fireEvent.change(within(dialog).getByLabelText('Data de envio'), {
      target: { value: '2030-11-25T09:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Mensagem muito curta')).toBeVisible();
    await waitFor(() => expect(message).toHaveFocus());
  });

  it('a schedule at 23:50 on a Saturday shows once (its block no longer runs into Sunday)', async () => {
    // Saturday 28 November 2026 in the browser's time zone: the month grid's row ends that day,
    // so a block running past midnight was drawn again at the start of the next row
    vi.setSystemTime(new Date(2026, 10, 28, 15, 0));
    const late = {
      ...schedule(4, 'Lia Melo', 'PENDENTE'),
      sendAt: new Date(2026, 10, 28, 23, 50).toISOString(),
    };
    fakeApi(routes(() => [late]));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Agendamentos (1)' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Editar Lia Melo' })).toHaveLength(1);
    // the agenda gives the moment it is sent, not a made-up end
    fireEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    const row = (await screen.findByRole('button', { name: 'Editar Lia Melo' })).closest('tr')!;
    expect(row.querySelector('.rbc-agenda-time-cell')).toHaveTextContent(/^23:50$/);
  });

  it('a schedule that failed says so: "Erro de Envio" with the reason', async () => {
    const failed = { ...schedule(3, 'Rita Alves', 'ERRO'), error: 'Número sem WhatsApp' };
    fakeApi(routes(() => [failed]));
    renderPage();
    fireEvent.mouseOver(await screen.findByText('Rita Alves'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Erro de Envio: Número sem WhatsApp · Mensagem 3',
    );
  });

  it("draws a month view's event as a cell of the calendar's row (a row holds cells)", async () => {
    fakeApi(routes(() => [schedule(4, 'Caio Lima', 'PENDENTE')]));
    renderPage();
    const cell = (await screen.findByText('Caio Lima')).closest('[role="cell"]');
    expect(cell).toBeInstanceOf(HTMLElement);
    expect(cell!.parentElement!.closest('[role="row"]')).toHaveClass('rbc-row-content');
  });
});
