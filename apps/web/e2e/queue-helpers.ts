import type { Locator } from '@playwright/test';
import { expect, type Page } from './fixtures';

/** One option of a chatbot menu as the queue modal builds it. */
export interface MenuOption {
  title: string;
  message?: string;
  /** The name of the queue the option forwards to. */
  forwardTo?: string;
  handover?: boolean;
  children?: MenuOption[];
}

export async function openQueuesPage(page: Page) {
  await page.goto('/queues');
  await expect(page.getByRole('heading', { name: 'Filas & Chatbot' })).toBeVisible();
}

/** The queue's row in the Queues page's table. */
export const queueRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** A menu option as the tree editor lists it: 'number title'. */
export const menuItem = (scope: Page | Locator, number: number, title: string) =>
  scope.getByRole('listitem', { name: `${number} ${title}`, exact: true });

/** Fills the open option form and saves it; waits for the option to be listed. */
async function saveOption(dialog: Locator, number: number, option: MenuOption) {
  const form = dialog.getByRole('form', { name: 'Opção do chatbot' });
  await form.getByRole('textbox', { name: 'Título' }).fill(option.title);
  if (option.message) await form.getByRole('textbox', { name: 'Mensagem' }).fill(option.message);
  if (option.forwardTo) {
    await form.getByRole('combobox', { name: 'Encaminhar para fila' }).click();
    await dialog.page().getByRole('option', { name: option.forwardTo, exact: true }).click();
  }
  if (option.handover) {
    await form.getByRole('switch', { name: 'Transferir para um atendente' }).check();
  }
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(menuItem(dialog, number, option.title)).toBeVisible();
}

/** Adds `options` (numbered 1, 2 ...) under `parent` (the roots when absent), depth first. */
export async function buildMenu(dialog: Locator, options: MenuOption[], parent?: string) {
  for (const [i, option] of options.entries()) {
    const add = parent
      ? dialog.getByRole('button', { name: `Adicionar subopção a ${parent}`, exact: true })
      : dialog.getByRole('button', { name: 'Adicionar opção', exact: true });
    await add.click();
    await saveOption(dialog, i + 1, option);
    if (option.children?.length) await buildMenu(dialog, option.children, option.title);
  }
}

/**
 * On the Queues page: adds a queue through its modal (the first free preset colour), builds its
 * menu in the same modal once the queue is saved, and closes it.
 */
export async function createQueueWithMenu(
  page: Page,
  queue: { name: string; greeting?: string; order?: number; menu: MenuOption[] },
) {
  await page.getByRole('button', { name: 'Adicionar fila' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar fila' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(queue.name);
  if (queue.order !== undefined) {
    await dialog.getByRole('spinbutton', { name: 'Ordem da fila (bot)' }).fill(String(queue.order));
  }
  if (queue.greeting) {
    await dialog.getByRole('textbox', { name: 'Mensagem de saudação' }).fill(queue.greeting);
  }
  await dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Queue saved successfully')).toBeVisible();
  const editing = page.getByRole('dialog', { name: 'Editar fila' });
  await expect(editing.getByText('Opções do chatbot')).toBeVisible();
  await buildMenu(editing, queue.menu);
  return editing;
}
