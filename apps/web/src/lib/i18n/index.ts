import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../session-storage';
import { backendErrorsEn } from './locales/backend-errors-en';
import { backendErrorsEs } from './locales/backend-errors-es';
import { backendErrorsPtBR } from './locales/backend-errors-pt-br';
import { en } from './locales/en';
import { es } from './locales/es';
import { ptBR } from './locales/pt-br';
import { featureTexts } from './feature-locales';

export const LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

export const resources = {
  'pt-BR': {
    translation: { ...ptBR, ...featureTexts('pt-BR'), backendErrors: backendErrorsPtBR },
  },
  en: { translation: { ...en, ...featureTexts('en'), backendErrors: backendErrorsEn } },
  es: { translation: { ...es, ...featureTexts('es'), backendErrors: backendErrorsEs } },
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

void i18next.use(initReactI18next).init({
  resources,
  lng: savedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

export default i18next;
