import { featureTextsEs } from './feature-locales-es';
import { backendErrorsEs } from './locales/backend-errors-es';
import { es } from './locales/es';

/** Every Spanish text, loaded when Spanish is chosen (see index.ts). */
export const textsEs = { ...es, ...featureTextsEs, backendErrors: backendErrorsEs };
