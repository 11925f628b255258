import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../session-storage';
import { backendErrorsPtBR } from './locales/backend-errors-pt-br';
import { ptBR } from './locales/pt-br';
import { featureTextsPtBR } from './feature-locales';

export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** Portuguese is the default and the fallback: it comes with the app. */
const resources = {
  'pt-BR': {
    translation: { ...ptBR, ...featureTextsPtBR, backendErrors: backendErrorsPtBR },
  },
};

/** The other languages' base texts load when chosen (at start-up when saved, or on a switch). */
const otherLanguages: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load: Promise<ResourceKey | null> =
      language === 'en'
        ? import('./texts-en').then((m) => m.textsEn)
        : language === 'es'
          ? import('./texts-es').then((m) => m.textsEs)
          : Promise.resolve(null);
    load.then(
      (texts) => callback(null, texts),
      (err: Error) => callback(err, null),
    );
  },
};

/** The saved language, accepting the older 'ptBR' spelling; else Portuguese. */
export function savedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEYS.language);
  if (saved === 'ptBR') return 'pt-BR';
  return (LANGUAGES as readonly string[]).includes(saved ?? '')
    ? (saved as Language)
    : DEFAULT_LANGUAGE;
}

export function changeLanguage(language: Language): Promise<unknown> {
  localStorage.setItem(STORAGE_KEYS.language, language);
  return i18next.changeLanguage(language);
}

i18next.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/**
 * A text asked for without a default that no language has: on screen it would read as its key
 * ('chat.header.accept'), usually because a module that loads on demand did not add its texts
 * (page-texts.ts). Said in the console, where the browser tests look for it.
 */
export const MISSING_TEXT = 'Missing text:';
function reportMissingText(_languages: readonly string[], _ns: string, key: string, shown: string) {
  if (shown === key) console.warn(`${MISSING_TEXT} ${key}`);
}

/** Resolves once the saved language's texts are in (at once for Portuguese). */
export const languageReady = i18next
  .use(otherLanguages)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: savedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
    saveMissing: true,
    missingKeyHandler: reportMissingText,
  });

export default i18next;
