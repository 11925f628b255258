import { featureTextsEn } from './feature-locales-en';
import { backendErrorsEn } from './locales/backend-errors-en';
import { en } from './locales/en';

/** Every English text, loaded when English is chosen (see index.ts). */
export const textsEn = { ...en, ...featureTextsEn, backendErrors: backendErrorsEn };
