import type { TFunction } from 'i18next';
import { isAdminProfile, type SessionUserDTO } from '@atende/shared';
import { formatDate } from '../../lib/format-date';

/**
 * 'Olá {name}, seja bem-vindo a {company}', and 'Ativo até {date}' for admins (spec 1 §2):
 * apart, so a phone can give the date a line of its own instead of cutting it off.
 */
export function greetingParts(user: SessionUserDTO, t: TFunction) {
  const greeting = t('topBar.greeting', { name: user.name, company: user.company?.name ?? '' });
  const due = formatDate(user.company?.dueDate);
  const activeUntil =
    isAdminProfile(user.profile) && due ? t('topBar.activeUntil', { date: due }) : null;
  return { greeting, activeUntil };
}

/** The whole greeting on one line: 'Olá …, seja bem-vindo a … · Ativo até …'. */
export function greetingText(user: SessionUserDTO, t: TFunction): string {
  const { greeting, activeUntil } = greetingParts(user, t);
  return activeUntil ? `${greeting} · ${activeUntil}` : greeting;
}
