import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TodoListPage } from './todo-list-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.removeItem('userId');
});

const input = () => screen.getByRole('textbox', { name: 'Nova tarefa' });
const write = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input().closest('form')!);
};
const items = () =>
  within(screen.queryByRole('list', { name: 'Tarefas' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const stored = () => JSON.parse(localStorage.getItem('tasks') ?? 'null') as unknown;

describe('to-do page', () => {
  it('adds a task with its date, and ignores blank text', () => {
    render(<TodoListPage />);
    expect(screen.getByText('Nenhuma tarefa. Escreva acima e clique em Adicionar.')).toBeVisible();
    write('   ');
    expect(items()).toEqual([]);
    expect(stored()).toBeNull();

    write('  Ligar para a Maria  ');
    expect(items()).toEqual(['Ligar para a MariaCriada em 24/11/2026 às 10:00']);
    expect(input()).toHaveValue('');
    const at = new Date(2026, 10, 24, 10, 0).toISOString();
    expect(stored()).toEqual([{ text: 'Ligar para a Maria', createdAt: at, updatedAt: at }]);
  });

  it('edits a task in the same field and shows when it changed', () => {
    render(<TodoListPage />);
    write('Enviar proposta');
    vi.setSystemTime(new Date(2026, 10, 24, 11, 30));
    fireEvent.click(screen.getByRole('button', { name: 'Editar tarefa Enviar proposta' }));
    expect(input()).toHaveValue('Enviar proposta');
    write(' ');
    expect(items()).toEqual(['Enviar propostaCriada em 24/11/2026 às 10:00']);
    write('Enviar proposta revisada');
    expect(items()).toEqual([
      'Enviar proposta revisadaCriada em 24/11/2026 às 10:00 · Alterada em 24/11/2026 às 11:30',
    ]);
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeVisible();
  });

  const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  it('deletes a task only once confirmed, and keeps the list across visits', async () => {
    const { unmount } = render(<TodoListPage />);
    write('Primeira');
    write('Segunda');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir tarefa Primeira' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    expect(items()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir tarefa Primeira' }));
    expect(screen.getByText('Deseja realmente excluir esta tarefa?')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await dialogClosed();
    expect(items()).toEqual(['SegundaCriada em 24/11/2026 às 10:00']);

    unmount();
    render(<TodoListPage />);
    expect(items()).toEqual(['SegundaCriada em 24/11/2026 às 10:00']);
  });

  it('shows what another tab changed, and survives unreadable storage', () => {
    localStorage.setItem('tasks', '{not json');
    render(<TodoListPage />);
    expect(items()).toEqual([]);
    const at = new Date(2026, 10, 24, 9, 0).toISOString();
    localStorage.setItem(
      'tasks',
      JSON.stringify([{ text: 'Da outra aba', createdAt: at, updatedAt: at }]),
    );
    fireEvent(window, new StorageEvent('storage', { key: 'tasks' }));
    expect(items()).toEqual(['Da outra abaCriada em 24/11/2026 às 09:00']);
  });

  it('shows each person only their own tasks in a shared browser; older tasks go to the first', () => {
    const at = new Date(2026, 10, 24, 9, 0).toISOString();
    localStorage.setItem(
      'tasks',
      JSON.stringify([{ text: 'De antes da atualização', createdAt: at, updatedAt: at }]),
    );
    localStorage.setItem('userId', '8');
    const bruno = render(<TodoListPage />);
    expect(items()).toEqual(['De antes da atualizaçãoCriada em 24/11/2026 às 09:00']);
    write('Lembrete pessoal do Bruno');
    bruno.unmount();

    // Bruno signs out, Ana signs in on the same computer
    localStorage.setItem('userId', '7');
    const ana = render(<TodoListPage />);
    expect(items()).toEqual([]);
    write('Tarefa da Ana');
    expect(items()).toEqual(['Tarefa da AnaCriada em 24/11/2026 às 10:00']);
    ana.unmount();

    localStorage.setItem('userId', '8');
    render(<TodoListPage />);
    expect(items()).toEqual([
      'De antes da atualizaçãoCriada em 24/11/2026 às 09:00',
      'Lembrete pessoal do BrunoCriada em 24/11/2026 às 10:00',
    ]);
    expect((stored() as { userId: number }[]).map((task) => task.userId)).toEqual([8, 8, 7]);
  });
});
