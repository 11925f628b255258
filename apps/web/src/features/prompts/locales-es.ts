import type { promptsTexts } from './locales';

/** Spanish texts of the AI prompts page (locales.ts has the Portuguese ones). */
export const promptsTextsEs: typeof promptsTexts = {
  title: 'Prompts',
  searchPlaceholder: 'Buscar...',
  add: 'Agregar prompt',
  name: 'Nombre',
  queue: 'Cola',
  maxTokens: 'Máximo de tokens en la respuesta',
  empty: 'No se encontraron prompts',
  addTitle: 'Agregar prompt',
  editTitle: 'Editar prompt',
  prompt: 'Prompt',
  apiKey: 'API Key',
  apiKeyStored: 'Clave guardada. Déjela en blanco para mantenerla.',
  temperature: 'Temperatura',
  maxMessages: 'Máximo de mensajes en el historial',
  voice: 'Voz',
  voiceText: 'Texto',
  voiceKey: 'Clave del servicio de voz',
  voiceRegion: 'Región del servicio de voz',
  handoverMarker: 'Frase que transfiere a un agente',
  confirmTitle: 'Eliminar prompt',
  confirmBody: 'El prompt será eliminado y las colas que lo usan volverán al menú. ¿Continuar?',
  success: '¡Operación realizada con éxito!',
  deleted: '¡Prompt eliminado!',
  none: 'Ninguno',
};
