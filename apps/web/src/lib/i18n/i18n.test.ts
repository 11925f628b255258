import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { changeLanguage, MISSING_TEXT, savedLanguage } from './index';
import * as shared from '@atende/shared';
import { V } from '@atende/shared';
import { errorText, translateValidation } from '../error-toast';
import { ApiError } from '../api-client';
import { featureTextsPtBR } from './feature-locales';
import { pageTextsPtBR } from './page-locales';
import { featureTextsEn } from './feature-locales-en';
import { featureTextsEs } from './feature-locales-es';

afterEach(async () => {
  await i18n.changeLanguage('pt-BR');
});

describe('i18n', () => {
  it('speaks Portuguese by default', () => {
    expect(savedLanguage()).toBe('pt-BR');
    expect(i18n.t('menu.tickets')).toBe('Atendimentos');
  });

  it('brings the English and Spanish texts only when that language is chosen', async () => {
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
    await changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.t('tickets.tabs.open')).toBe('Open');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
  });

  it('switches language and remembers it in localStorage', async () => {
    await changeLanguage('en');
    expect(i18n.t('menu.tickets')).toBe('Tickets');
    expect(localStorage.getItem('language')).toBe('en');
    await changeLanguage('es');
    expect(i18n.t('menu.users')).toBe('Usuarios');
    // a feature's texts come with the language's base texts
    expect(i18n.t('tickets.tabs.open')).toBe('Abiertas');
    expect(i18n.t('chat.header.accept')).toBe('Aceptar');
  });

  it('falls back to Portuguese for an unknown language or a missing text', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('menu.users')).toBe('Usuários');
    i18n.addResource('pt-BR', 'translation', 'test.onlyInPortuguese', 'Só em português');
    await i18n.changeLanguage('en');
    expect(i18n.t('test.onlyInPortuguese')).toBe('Só em português');
  });

  it('says none in the plural in Portuguese, whose rules count 0 as one', () => {
    expect(i18n.t('contacts.count', { count: 0 })).toBe('0 contatos');
    expect(i18n.t('contacts.count', { count: 1 })).toBe('1 contato');
    expect(i18n.t('campaigns.seconds', { count: 0 })).toBe('0 segundos');
    expect(i18n.t('campaigns.listWithCount', { name: 'VIP', count: 1 })).toBe('VIP (1 contato)');
    expect(i18n.t('billing.subscription.daysLeft', { count: 0 })).toBe(
      'Você tem 0 dias até o vencimento da assinatura.',
    );
  });

  it('says in the console which text is missing, unless the call gave its own default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18n.t('chat.noSuchText')).toBe('chat.noSuchText');
    expect(
      i18n.t('validation.Um texto do servidor', { defaultValue: 'Um texto do servidor' }),
    ).toBe('Um texto do servidor');
    await changeLanguage('en');
    // in Portuguese only: the fallback shows it, nothing is missing
    expect(i18n.t('menu.connectionsAlert')).toBe('Some connections need attention');
    i18n.addResource('pt-BR', 'translation', 'test.ptOnly', 'Só aqui');
    expect(i18n.t('test.ptOnly')).toBe('Só aqui');
    expect(warn.mock.calls).toEqual([[`${MISSING_TEXT} chat.noSuchText`]]);
    warn.mockRestore();
  });

  it('shows the shared validation texts in the chosen language', async () => {
    expect(translateValidation(V.required)).toBe('Obrigatório');
    expect(translateValidation(V.tooShort)).toBe('Muito curto!');
    expect(translateValidation(V.tooLong)).toBe('Muito longo!');
    expect(translateValidation(V.invalidEmail)).toBe('E-mail inválido');
    expect(translateValidation(V.invalidValue)).toBe('Valor inválido');
    for (const text of Object.values(V)) expect(i18n.exists(`validation.${text}`)).toBe(true);
    await changeLanguage('en');
    expect(translateValidation(V.required)).toBe('Required');
    await changeLanguage('es');
    expect(translateValidation(V.tooShort)).toBe('Demasiado corto');
  });

  it('has English and Spanish for every text the server answers from the shared messages', async () => {
    const texts = Object.entries(shared)
      .filter(([name]) => name.endsWith('_MESSAGES'))
      .flatMap(([, group]) => Object.values(group as Record<string, unknown>))
      .filter((text): text is string => typeof text === 'string');
    // the groups were found (about 140 texts today)
    expect(texts.length).toBeGreaterThan(100);
    for (const language of ['en', 'es'] as const) {
      await changeLanguage(language);
      const untranslated = texts.filter((text) => translateValidation(text) === text);
      expect(untranslated, language).toEqual([]);
    }
    // a refusal's reasons, not 'invalid data', in the user's language
    const refusal = new ApiError(400, 'ERR_VALIDATION', 'number: Este número já está na lista', {
      number: 'Este número já está na lista',
    });
    expect(errorText(refusal)).toBe('Este número ya está en la lista');
    const unknownCode = new ApiError(
      409,
      'ERR_SOMETHING_NEW',
      'Cancele a campanha antes de excluí-la',
    );
    expect(errorText(unknownCode)).toBe('Cancele la campaña antes de eliminarla');
  });

  it('accepts the older saved spelling ptBR', () => {
    localStorage.setItem('language', 'ptBR');
    expect(savedLanguage()).toBe('pt-BR');
  });

  it('translates known backend codes and keeps the server text for unknown ones', async () => {
    expect(errorText(new ApiError(409, 'ERR_DUPLICATED_CONTACT', 'dup'))).toBe(
      'Já existe um contato com este número.',
    );
    expect(errorText(new ApiError(500, 'ERR_SOMETHING_NEW', 'Algo novo'))).toBe('Algo novo');
    await i18n.changeLanguage('en');
    expect(
      i18n.t('errors.toast', { error: errorText(new ApiError(403, 'ERR_NO_PERMISSION', '')) }),
    ).toBe('An error occurred: You do not have permission to access this resource.');
  });

  it('names the campaign that holds a list or tag being deleted, in the chosen language', async () => {
    const refusal = new ApiError(409, 'ERR_USED_BY_CAMPAIGN', 'Em uso', { campaign: 'Natal' });
    expect(errorText(refusal)).toBe(
      'Em uso pela campanha "Natal", programada ou em andamento: cancele-a ou espere que termine antes de excluir.',
    );
    await i18n.changeLanguage('es');
    expect(errorText(refusal)).toBe(
      'En uso por la campaña "Natal", programada o en curso: cancélela o espere a que termine antes de eliminar.',
    );
  });
});

/** Every key path of a nested texts object ('a.b.c'). */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keyPaths(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const allPortuguese = { ...featureTextsPtBR, ...pageTextsPtBR };

describe('feature texts', () => {
  it.each(Object.keys(allPortuguese) as (keyof typeof allPortuguese)[])(
    '%s has the same keys in every language',
    (feature) => {
      const portuguese = keyPaths(allPortuguese[feature]).sort();
      expect(keyPaths(featureTextsEn[feature]).sort()).toEqual(portuguese);
      expect(keyPaths(featureTextsEs[feature]).sort()).toEqual(portuguese);
    },
  );
});
