import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '../../lib/i18n';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { CampaignSettingsPage } from './campaign-settings-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('pt-BR');
});

function mountPage() {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <CampaignSettingsPage />
    </Providers>,
  );
}

/** The page on the given saved variables; it answers once they have arrived. */
async function renderPage(saved: { key: string; value: string }[] = []) {
  const settings = saved.length ? [{ key: 'variables', value: JSON.stringify(saved) }] : [];
  const api = fakeApi((call) =>
    call.path === '/campaign-settings'
      ? { body: call.method === 'GET' ? settings : {} }
      : undefined,
  );
  mountPage();
  await waitFor(() =>
    expect(screen.getAllByRole('button', { name: /^(Salvar|Save|Guardar)$/ })[0]).toBeEnabled(),
  );
  return api;
}

/** The options of one interval select, as the opened list shows them. */
function optionsOf(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  const texts = options.map((o) => o.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return texts;
}

describe('campaign settings page', () => {
  it('says one message and one second in the singular, more in the plural', async () => {
    await renderPage();
    expect(optionsOf('Intervalo maior após').slice(0, 3)).toEqual([
      'Sem intervalo',
      '1 mensagem',
      '5 mensagens',
    ]);
    expect(optionsOf('Intervalo de disparo maior').slice(1, 3)).toEqual([
      '1 segundo',
      '5 segundos',
    ]);
  });

  it('does the same in English and Spanish', async () => {
    await changeLanguage('en');
    await renderPage();
    expect(optionsOf('Longer interval after').slice(1, 3)).toEqual(['1 message', '5 messages']);
    expect(optionsOf('Longer send interval').slice(1, 3)).toEqual(['1 second', '5 seconds']);
    await changeLanguage('es');
    expect(optionsOf('Intervalo mayor después de').slice(1, 3)).toEqual([
      '1 mensaje',
      '5 mensajes',
    ]);
    expect(optionsOf('Intervalo de envío mayor').slice(1, 3)).toEqual(['1 segundo', '5 segundos']);
  });

  it('says when there is no custom variable yet', async () => {
    await renderPage([]);
    const table = await screen.findByRole('table', { name: 'Variáveis personalizadas' });
    expect(
      await within(table).findByText('Nenhuma variável personalizada. Adicione uma acima.'),
    ).toBeVisible();
  });

  it('tells why a shortcut cannot be added and adds a good one on Enter', async () => {
    const { calls } = await renderPage([{ key: 'loja', value: 'Centro' }]);
    const table = await screen.findByRole('table', { name: 'Variáveis personalizadas' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent);
    await waitFor(() => expect(rows()).toEqual(['AtalhoConteúdoAções', '{loja}Centro']));
    const shortcut = screen.getByRole('textbox', { name: 'Atalho' });
    const add = screen.getByRole('button', { name: 'Adicionar' });

    fireEvent.click(add);
    expect(shortcut).toHaveAccessibleDescription('Informe o atalho');

    const cases: [string, string][] = [
      ['loja', 'Já existe uma variável com este atalho'],
      ['nome', '{nome}, {numero} e {email} já são preenchidos com os dados do contato'],
      ['minha loja', 'O atalho não pode ter espaços nem chaves'],
    ];
    for (const [key, problem] of cases) {
      fireEvent.change(shortcut, { target: { value: key } });
      expect(shortcut).toHaveAccessibleDescription(problem);
      expect((add as HTMLButtonElement).disabled).toBe(true);
    }
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(shortcut, { target: { value: 'cupom' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Conteúdo' }), {
      target: { value: 'NATAL10' },
    });
    fireEvent.keyDown(shortcut, { key: 'Enter' });
    expect(rows()).toEqual(['AtalhoConteúdoAções', '{loja}Centro', '{cupom}NATAL10']);
    const posts = () => calls.filter((c) => c.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0]!.body as { settings: { variables: unknown } }).settings.variables).toEqual([
      { key: 'loja', value: 'Centro' },
      { key: 'cupom', value: 'NATAL10' },
    ]);
    expect((shortcut as HTMLInputElement).value).toBe('');
    expect(shortcut).toHaveAccessibleDescription('');
  });

  it('while the saved settings could not be read, offers nothing to save over them', async () => {
    const { calls } = fakeApi((call) =>
      call.path === '/campaign-settings' && call.method === 'GET'
        ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'Falhou' } }
        : undefined,
    );
    mountPage();
    expect(await screen.findByText('Não foi possível carregar a lista.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Atalho' }), {
      target: { value: 'cupom' },
    });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Atalho' }), { key: 'Enter' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
