import type { TFunction } from 'i18next';
import { isAdminProfile, type SessionUserDTO } from '@atende/shared';
import { formatDate } from '../../lib/format-date';

/** 'Olá {name}, seja bem-vindo a {company}', plus ' · Ativo até {date}' for admins (spec 1 §2). */
export function greetingText(user: SessionUserDTO, t: TFunction): string {
  const base = t('topBar.greeting', { name: user.name, company: user.company?.name ?? '' });
  const due = formatDate(user.company?.dueDate);
  return isAdminProfile(user.profile) && due ? base + t('topBar.activeUntil', { date: due }) : base;
}
