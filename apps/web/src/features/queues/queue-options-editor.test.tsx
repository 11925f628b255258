import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QueueOptionDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { QueueOptionsEditor } from './queue-options-editor';
import { answer, makeOption, makeQueue } from './queue-test-kit';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const queues = [makeQueue(1, 'Atendimento'), makeQueue(2, 'Financeiro')];

/** A fake menu API: GET answers the stored tree; POST, PUT and DELETE change it. */
function menuApi(initial: QueueOptionDTO[]) {
  let roots = initial;
  let nextId = 100;
  const map = (list: QueueOptionDTO[], fn: (o: QueueOptionDTO) => QueueOptionDTO | null) =>
    list.flatMap((o): QueueOptionDTO[] => {
      const mapped = fn(o);
      return mapped ? [{ ...mapped, children: map(mapped.children, fn) }] : [];
    });
  const route = (call: FakeCall) => {
    const body = call.body as Partial<QueueOptionDTO>;
    if (call.path === '/queue-options' && call.method === 'GET') return { body: roots };
    if (call.path === '/queue-options' && call.method === 'POST') {
      const created = makeOption(nextId++, body.option ?? 1, body.title ?? '', {
        ...body,
        parentId: body.parentId ?? null,
      });
      if (created.parentId === null) roots = [...roots, created];
      else {
        roots = map(roots, (o) =>
          o.id === created.parentId ? { ...o, children: [...o.children, created] } : o,
        );
      }
      return { body: created };
    }
    const id = Number(call.path.split('/')[2]);
    if (call.method === 'PUT') {
      roots = map(roots, (o) => (o.id === id ? { ...o, ...body } : o));
      return { body: { id } };
    }
    if (call.method === 'DELETE') {
      roots = map(roots, (o) => (o.id === id ? null : o));
      return { body: { message: 'Opção excluída' } };
    }
    return undefined;
  };
  return route;
}

function renderEditor() {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <QueueOptionsEditor queueId={1} />
    </Providers>,
  );
}

const item = (name: string) => screen.getByRole('listitem', { name });
/** The tree as the user reads it: 'number title' per option, children after their parent. */
const outline = () => screen.queryAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('queue options editor', { timeout: 20_000 }, () => {
  it('shows the tree with each option’s action', async () => {
    fakeApi(
      answer('GET', '/queue', queues),
      menuApi([
        makeOption(1, 1, 'Dúvidas', { children: [makeOption(3, 1, 'Horário', { parentId: 1 })] }),
        makeOption(2, 2, 'Atendente', { humanHandover: true }),
        makeOption(4, 3, 'Boletos', { forwardQueueId: 2 }),
      ]),
    );
    renderEditor();
    await screen.findByText('Dúvidas');
    expect(outline()).toEqual(['1 Dúvidas', '1 Horário', '2 Atendente', '3 Boletos']);
    expect(within(item('1 Dúvidas')).getByRole('list')).toHaveTextContent('Horário');
    expect(item('2 Atendente')).toHaveTextContent('Transfere para atendente');
    await waitFor(() => expect(item('3 Boletos')).toHaveTextContent('Encaminha para Financeiro'));
    // an option that ends the menu takes no sub-options
    expect(screen.getByRole('button', { name: 'Adicionar subopção a Dúvidas' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Adicionar subopção a Atendente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar subopção a Boletos' })).toBeNull();
  });

  it('adds a root and a child, numbered next, and forwards to another queue only', async () => {
    const { calls } = fakeApi(answer('GET', '/queue', queues), menuApi([]));
    renderEditor();
    expect(await screen.findByText(/Nenhuma opção/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar opção' }));
    expect(screen.getByRole('spinbutton', { name: 'Número' })).toHaveValue(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Vendas' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Escolha um assunto:' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Opção salva.')).toBeVisible();
    await waitFor(() => expect(outline()).toEqual(['1 Vendas']));

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar subopção a Vendas' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Segunda via' },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Encaminhar para fila' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Nenhuma',
      'Financeiro',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Financeiro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(outline()).toEqual(['1 Vendas', '1 Segunda via']));
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toEqual([
      {
        queueId: 1,
        parentId: null,
        option: 1,
        title: 'Vendas',
        message: 'Escolha um assunto:',
        forwardQueueId: null,
        humanHandover: false,
      },
      {
        queueId: 1,
        parentId: 100,
        option: 1,
        title: 'Segunda via',
        message: '',
        forwardQueueId: 2,
        humanHandover: false,
      },
    ]);
  });

  it('edits an option in place and shows the server’s refusal on its field', async () => {
    const { calls } = fakeApi(
      answer('GET', '/queue', queues),
      (call) =>
        call.method === 'PUT' && (call.body as { option?: number }).option === 2
          ? {
              status: 400,
              body: {
                error: 'ERR_VALIDATION',
                message: 'option',
                fields: { option: 'Já existe uma opção com este número neste nível' },
              },
            }
          : undefined,
      menuApi([makeOption(1, 1, 'Dúvidas'), makeOption(2, 2, 'Atendente')]),
    );
    renderEditor();
    await screen.findByText('Dúvidas');
    fireEvent.click(screen.getByRole('button', { name: 'Editar opção Dúvidas' }));
    const number = screen.getByRole('spinbutton', { name: 'Número' });
    fireEvent.change(number, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Já existe uma opção com este número neste nível'),
    ).toBeVisible();
    fireEvent.change(number, { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Perguntas' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Transferir para um atendente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(outline()).toEqual(['5 Perguntas', '2 Atendente']));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      option: 5,
      title: 'Perguntas',
      message: '',
      forwardQueueId: null,
      humanHandover: true,
    });
  });

  it('says why an option with sub-options can neither forward nor hand over', async () => {
    fakeApi(
      answer('GET', '/queue', queues),
      menuApi([
        makeOption(1, 1, 'Vendas', {
          children: [makeOption(3, 1, 'Atacado', { parentId: 1 })],
        }),
        makeOption(2, 2, 'Atendente'),
      ]),
    );
    renderEditor();
    await screen.findByText('Vendas');
    const why = 'Esta opção tem subopções: ela abre o submenu, sem encaminhar nem transferir.';
    fireEvent.click(screen.getByRole('button', { name: 'Editar opção Vendas' }));
    expect(await screen.findByText(why)).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Transferir para um atendente' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Editar opção Atendente' }));
    await screen.findByRole('switch', { name: 'Transferir para um atendente' });
    expect(screen.queryByText(why)).toBeNull();
  });

  it('deletes an option and its sub-options after confirming', async () => {
    const { calls } = fakeApi(
      answer('GET', '/queue', queues),
      menuApi([
        makeOption(1, 1, 'Dúvidas', { children: [makeOption(3, 1, 'Horário', { parentId: 1 })] }),
        makeOption(2, 2, 'Atendente'),
      ]),
    );
    renderEditor();
    await screen.findByText('Horário');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir opção Dúvidas' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(confirm).toHaveTextContent('As subopções desta opção também serão excluídas.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Opção excluída.')).toBeVisible();
    await waitFor(() => expect(outline()).toEqual(['2 Atendente']));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/queue-options/1',
    ]);
  });
});
