import type { CampaignDTO } from '@atende/shared';
import { describe, expect, it } from 'vitest';
import { editMode, formValuesOf, inputOf } from './campaign-form';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const campaign = (status: CampaignDTO['status'], scheduledAt: string | null) =>
  ({ status, scheduledAt }) as CampaignDTO;

describe('campaign dialog rules', () => {
  it('is editable when INATIVA or PROGRAMADA more than an hour ahead; messages only when CANCELADA', () => {
    expect(editMode(undefined, NOW)).toBe('all');
    expect(editMode(campaign('INATIVA', null), NOW)).toBe('all');
    expect(editMode(campaign('PROGRAMADA', '2026-11-24T13:01:00Z'), NOW)).toBe('all');
    expect(editMode(campaign('PROGRAMADA', '2026-11-24T12:59:00Z'), NOW)).toBe('none');
    expect(editMode(campaign('EM_ANDAMENTO', null), NOW)).toBe('none');
    expect(editMode(campaign('FINALIZADA', null), NOW)).toBe('none');
    expect(editMode(campaign('CANCELADA', null), NOW)).toBe('messages');
  });

  it('sends ids as numbers, blanks as null, and the local date-time as an instant', () => {
    const values = {
      ...formValuesOf(),
      name: 'Promo',
      message1: 'Oi {nome}',
      whatsappId: '3',
      tagListId: '7',
      scheduledAt: '2026-11-24T09:30',
    };
    expect(inputOf(values)).toMatchObject({
      name: 'Promo',
      whatsappId: 3,
      tagListId: 7,
      contactListId: null,
      fileListId: null,
      scheduledAt: new Date('2026-11-24T09:30').toISOString(),
    });
    expect(formValuesOf()).toMatchObject({ confirmation: false, scheduledAt: '', whatsappId: '' });
  });
});
