import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { changeLanguage } from '../../lib/i18n';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { CampaignSettingsPage } from './campaign-settings-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('pt-BR');
});

function renderPage() {
  fakeApi((call) => (call.path === '/campaign-settings' ? { body: [] } : undefined));
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <CampaignSettingsPage />
    </Providers>,
  );
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
    renderPage();
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
    renderPage();
    expect(optionsOf('Longer interval after').slice(1, 3)).toEqual(['1 message', '5 messages']);
    expect(optionsOf('Longer send interval').slice(1, 3)).toEqual(['1 second', '5 seconds']);
    await changeLanguage('es');
    expect(optionsOf('Intervalo mayor después de').slice(1, 3)).toEqual([
      '1 mensaje',
      '5 mensajes',
    ]);
    expect(optionsOf('Intervalo de envío mayor').slice(1, 3)).toEqual(['1 segundo', '5 segundos']);
  });
});
