import { featureTexts } from './feature-locales';
import { backendErrorsEs } from './locales/backend-errors-es';
import { es } from './locales/es';

/** Every Spanish text, loaded when Spanish is chosen (see index.ts). */
export const textsEs = { ...es, ...featureTexts('es'), backendErrors: backendErrorsEs };
