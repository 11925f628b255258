import { format } from 'date-fns';
import { expect, test } from './fixtures';
import { browserApi, customerOpensTicket, logIn, sandboxId, takeTicket } from './support';

test.use({ baseURL: process.env.ATENDE_E2E_URL });

const stamp = Date.now().toString(36);
/** A customer number of this run: 55 + the clock's last 10 digits. */
const number = `55${String(Date.now()).slice(-10)}`;
const name = `Cliente Agenda ${stamp}`;

test('schedules: from the ticket’s contact drawer, on the calendar, delivered to the phone at its time', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page);
  const api = await browserApi(page);
  const connectionId = await sandboxId(api);
  const ticket = await customerOpensTicket(api, { number, name }, `Oi ${stamp}`);
  await takeTicket(api, ticket.id);

  // the chat's contact drawer opens the schedule dialog for this contact, over the ticket
  await page.goto(`/tickets/${ticket.uuid}`);
  await page.getByRole('button', { name: 'Ver dados do contato' }).click();
  // at 1280 px with the side menu open the panel slides over the chat (decision 0126)
  const drawer = page.getByRole('dialog', { name: 'Dados do contato' });
  await drawer.getByRole('button', { name: 'Agendar contato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await expect(dialog.getByRole('combobox', { name: 'Contato' })).toHaveValue(
    `${name} (${number})`,
  );

  // a time in the past is refused with the reason
  const body = `Lembrete agendado ${stamp}`;
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill(body);
  const sendAt = dialog.getByLabel('Data de envio');
  await sendAt.fill(format(new Date(Date.now() - 60_000), "yyyy-MM-dd'T'HH:mm:ss"));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('A data de envio precisa estar no futuro')).toBeVisible();

  // twenty seconds ahead: saved without leaving the ticket, shown on the calendar as pending
  await sendAt.fill(format(new Date(Date.now() + 20_000), "yyyy-MM-dd'T'HH:mm:ss"));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Agendamento salvo').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.uuid}$`));
  await page.goto('/schedules');
  const event = page.locator('.rbc-event', { hasText: name });
  await expect(event.locator('[data-status="PENDENTE"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Agendamentos \(\d+\)$/ })).toBeVisible();

  // at its time the simulated phone receives it, and the calendar says so without a reload
  await expect
    .poll(
      async () => {
        const { messages } = await api.get<{ messages: { direction: string; body: string }[] }>(
          `/sandbox/${connectionId}/messages?number=${number}`,
        );
        // the phone's own conversation (the bot's greeting came first): this run's texts
        return messages
          .filter((m) => m.direction === 'out' && m.body.includes(stamp))
          .map((m) => m.body);
      },
      { timeout: 90_000 },
    )
    .toEqual([body]);
  await expect(event.locator('[data-status="ENVIADA"]')).toBeVisible();

  // search finds it by the contact's name; another text hides it
  const search = page.getByRole('searchbox', { name: 'Pesquisar' });
  await search.fill('ninguém-com-este-nome');
  await expect(event).toHaveCount(0);
  await search.fill(name);
  await expect(event).toHaveCount(1);

  // it is on the ticket too
  await page.goto(`/tickets/${ticket.uuid}`);
  await expect(page.getByText(body)).toBeVisible();
});

test('schedules: create from a slot in the week view, edit, delete', async ({ page }) => {
  await logIn(page);
  const api = await browserApi(page);
  const contact = await api.post<{ id: number; name: string }>('/contacts', {
    name: `Slot ${stamp}`,
    number: `55${String(Date.now() + 7).slice(-10)}`,
  });
  await page.goto('/schedules');
  await page.getByRole('button', { name: 'Semana' }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  // a slot of next week: the dialog opens at that time
  const slot = page.locator('.rbc-day-slot').nth(2).locator('.rbc-time-slot').nth(20);
  await slot.scrollIntoViewIfNeeded();
  const box = (await slot.boundingBox())!;
  // the day column's selection layer takes the click at the slot's place
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  await expect(dialog.getByLabel('Data de envio')).toHaveValue(/T10:00$/);
  const contactBox = dialog.getByRole('combobox', { name: 'Contato' });
  await contactBox.fill(contact.name);
  await page.getByRole('option', { name: new RegExp(contact.name) }).click();
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill(`Primeira ${stamp}`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const event = page.locator('.rbc-event', { hasText: contact.name });
  await event.getByRole('button', { name: `Editar ${contact.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar agendamento' });
  await edit.getByRole('textbox', { name: 'Mensagem' }).fill(`Segunda ${stamp}`);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect
    .poll(async () => {
      const { schedules } = await api.get<{ schedules: { body: string }[] }>(
        `/schedules?contactId=${contact.id}`,
      );
      return schedules.map((s) => s.body);
    })
    .toEqual([`Segunda ${stamp}`]);

  await event.getByRole('button', { name: `Excluir ${contact.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Excluir agendamento' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Agendamento excluído').first()).toBeVisible();
  await expect(event).toHaveCount(0);
});
