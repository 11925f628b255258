import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QueueOptionDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { QueueModal } from './queue-modal';
import { answer, makeOption, makeQueue, scheduleTypeRoute } from './queue-test-kit';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const support = makeQueue(1, 'Atendimento', { greetingMessage: 'Olá!' });

/** The queue's API: its menu of root options (POST adds, PUT changes) and PUT /queue/1. */
function queueApi(initial: QueueOptionDTO[]) {
  let roots = initial;
  return (call: FakeCall) => {
    const body = call.body as Partial<QueueOptionDTO>;
    if (call.path === '/queue-options' && call.method === 'GET') return { body: roots };
    if (call.path === '/queue-options' && call.method === 'POST') {
      const created = makeOption(100, body.option ?? 1, body.title ?? '', body);
      roots = [...roots, created];
      return { body: created };
    }
    if (call.path.startsWith('/queue-options/') && call.method === 'PUT') {
      const id = Number(call.path.split('/')[2]);
      roots = roots.map((o) => (o.id === id ? { ...o, ...body } : o));
      return { body: roots.find((o) => o.id === id) };
    }
    if (call.path === '/queue/1' && call.method === 'PUT') {
      return { body: { ...support, ...(call.body as object) } };
    }
    return undefined;
  };
}

async function renderEditDialog(...routes: ((call: FakeCall) => unknown)[]) {
  const { calls } = fakeApi(
    answer('GET', '/queue/1', support),
    answer('GET', '/queue', [support]),
    ...(routes as Parameters<typeof fakeApi>),
  );
  const onClose = vi.fn();
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <QueueModal queueId={1} defaultColor="#F44336" onClose={onClose} />
    </Providers>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
  await within(dialog).findByDisplayValue('Atendimento');
  return { dialog, calls, onClose };
}

const writes = (calls: FakeCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
/** The dialog's own SALVAR, in its footer (the option form has one too, above it). */
const footerSave = (dialog: HTMLElement) =>
  within(dialog).getAllByRole('button', { name: 'Salvar' }).at(-1)!;
const optionForm = (dialog: HTMLElement) =>
  within(dialog).getByRole('form', { name: 'Opção do chatbot' });

describe('queue dialog with an option form open', { timeout: 20_000 }, () => {
  it('the footer SALVAR saves the new option typed, then the queue', async () => {
    const { dialog, calls, onClose } = await renderEditDialog(
      scheduleTypeRoute('disabled'),
      queueApi([]),
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Adicionar opção' }));
    const form = optionForm(dialog);
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Número' }), {
      target: { value: '7' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Opcao nao salva' },
    });
    fireEvent.click(footerSave(dialog));

    expect(await screen.findByText('Queue saved successfully')).toBeVisible();
    expect(screen.getByText('Opção salva.')).toBeVisible();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual(['POST /queue-options', 'PUT /queue/1']);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      queueId: 1,
      parentId: null,
      option: 7,
      title: 'Opcao nao salva',
    });
  });

  it('refuses to save the queue while the open option is invalid, pointing at it', async () => {
    const { dialog, calls, onClose } = await renderEditDialog(
      scheduleTypeRoute('disabled'),
      queueApi([]),
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Adicionar opção' }));
    fireEvent.change(within(optionForm(dialog)).getByRole('spinbutton', { name: 'Número' }), {
      target: { value: '7' },
    });
    fireEvent.click(footerSave(dialog));

    expect(
      await screen.findByText(
        'A opção do chatbot aberta não foi salva: corrija-a ou cancele-a antes de salvar a fila.',
      ),
    ).toBeVisible();
    expect(within(optionForm(dialog)).getByText('Obrigatório')).toBeVisible();
    expect(within(optionForm(dialog)).getByRole('spinbutton', { name: 'Número' })).toHaveValue(7);
    expect(writes(calls)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Queue saved successfully')).toBeNull();
  });

  it('an option being edited is saved too, even after a look at the hours tab', async () => {
    const { dialog, calls, onClose } = await renderEditDialog(
      scheduleTypeRoute('queue'),
      queueApi([makeOption(5, 1, 'Dúvidas')]),
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Editar opção Dúvidas' }));
    fireEvent.change(within(optionForm(dialog)).getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Dúvidas frequentes' },
    });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Horários de Atendimento' }));
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Dados da Fila' }));
    expect(within(optionForm(dialog)).getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Dúvidas frequentes',
    );
    fireEvent.click(footerSave(dialog));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual(['PUT /queue-options/5', 'PUT /queue/1']);
    expect(calls.find((c) => c.path === '/queue-options/5')?.body).toMatchObject({
      title: 'Dúvidas frequentes',
    });
  });

  it('an option form opened and left untouched does not hold the queue back', async () => {
    const { dialog, calls, onClose } = await renderEditDialog(
      scheduleTypeRoute('disabled'),
      queueApi([]),
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Adicionar opção' }));
    fireEvent.click(footerSave(dialog));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual(['PUT /queue/1']);
  });

  it('Esc in the option form leaves the option only; in the dialog, only the queue’s typing asks', async () => {
    const { dialog, calls, onClose } = await renderEditDialog(
      scheduleTypeRoute('disabled'),
      queueApi([]),
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Adicionar opção' }));
    const title = within(optionForm(dialog)).getByRole('textbox', { name: 'Título' });
    fireEvent.change(title, { target: { value: 'Segunda via do boleto' } });
    fireEvent.keyDown(title, { key: 'Escape' });
    await waitFor(() =>
      expect(within(dialog).queryByRole('form', { name: 'Opção do chatbot' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Editar fila' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    // what was typed in the option went with it: nothing of the queue's is left to lose
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Nome' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Descartar o que foi digitado?' })).toBeNull();

    // the queue's name changed, then Esc: asked, and nothing is lost or saved
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    fireEvent.change(name, { target: { value: 'Atendimento geral' } });
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(
      await screen.findByRole('dialog', { name: 'Descartar o que foi digitado?' }),
    ).toBeVisible();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(writes(calls)).toEqual([]);
  });
});
