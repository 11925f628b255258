import { chatLocales } from '../../features/chat/locales';
import { connectionsLocales } from '../../features/connections/locales';
import { contactsLocales } from '../../features/contacts/locales';
import { emojiLocales } from '../../features/emoji/locales';
import { notificationsLocales } from '../../features/notifications/locales';
import { queuesLocales } from '../../features/queues/locales';
import { notifyLocales } from '../../features/notify/locales';
import { quickMessagesLocales } from '../../features/quick-messages/locales';
import { settingsLocales } from '../../features/settings/locales';
import { tagsLocales } from '../../features/tags/locales';
import { ticketsLocales } from '../../features/tickets/locales';

type Texts = { 'pt-BR': object; en: object; es: object };

/** Each feature keeps its texts beside its code; they are mounted under the feature's key. */
export const FEATURE_LOCALES: Record<string, Texts> = {
  tickets: ticketsLocales,
  chat: chatLocales,
  contacts: contactsLocales,
  connections: connectionsLocales,
  tags: tagsLocales,
  quickMessages: quickMessagesLocales,
  emoji: emojiLocales,
  notifications: notificationsLocales,
  queues: queuesLocales,
  settings: settingsLocales,
  notify: notifyLocales,
};

export function featureTexts(language: keyof Texts): Record<string, object> {
  return Object.fromEntries(
    Object.entries(FEATURE_LOCALES).map(([feature, texts]) => [feature, texts[language]]),
  );
}
