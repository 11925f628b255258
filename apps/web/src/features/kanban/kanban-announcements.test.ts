import { afterEach, describe, expect, it } from 'vitest';
import type { KanbanBoardLaneDTO } from '@atende/shared';
import i18next, { changeLanguage } from '../../lib/i18n';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { kanbanAnnouncements } from './kanban-announcements';
import { kanbanTexts } from './locales';
import { card, lonely } from './kanban-test-kit';

addPageTexts('kanban', kanbanTexts);
afterEach(() => changeLanguage('pt-BR'));

const lanes: KanbanBoardLaneDTO[] = [
  { id: 10, name: 'A fazer', position: 0, color: '#5C59A0', kanbans: [lonely] },
  {
    id: 11,
    name: 'Feito',
    position: 1,
    color: '#43A047',
    kanbans: [card({ id: 5, title: 'Enviar proposta', laneId: 11 })],
  },
];
const node = (id: string) => ({ id, data: { current: undefined }, rect: { current: null } });
const moved = (active: string, over: string | null) => ({
  active: { ...node(active), rect: { current: { initial: null, translated: null } } },
  over: over ? { ...node(over), disabled: false } : null,
  collisions: null,
  delta: { x: 0, y: 0 },
});

describe('what a screen reader hears as a task moves', () => {
  it('names the task and the board, in Portuguese', () => {
    const { announcements, screenReaderInstructions } = kanbanAnnouncements(i18next.t, lanes);
    const args = (over: string | null) => moved('card-2', over) as never;
    expect(screenReaderInstructions.draggable).toBe(
      'Para mover, pressione espaço. Use as setas para levar a tarefa ou o quadro; espaço solta, Esc cancela.',
    );
    const picked =
      'Movendo: Tarefa Ligar de volta, no quadro A fazer, posição 1. Use as setas; espaço solta, Esc cancela.';
    expect(announcements.onDragStart(args(null))).toBe(picked);
    expect(announcements.onDragOver(args('card-2'))).toBe(picked);
    expect(announcements.onDragOver(args('lane-11'))).toBe(
      'Tarefa Ligar de volta: no quadro Feito.',
    );
    expect(announcements.onDragOver(args('card-5'))).toBe(
      'Tarefa Ligar de volta: no quadro Feito, posição 1.',
    );
    expect(announcements.onDragEnd(args('lane-11'))).toBe(
      'Fim do movimento. Tarefa Ligar de volta: no quadro Feito.',
    );
    expect(announcements.onDragCancel(args('lane-11'))).toBe(
      'Movimento cancelado. Tarefa Ligar de volta voltou ao lugar.',
    );
  });

  it('names a board moved among the others, in English', async () => {
    await changeLanguage('en');
    const { announcements } = kanbanAnnouncements(i18next.t, lanes);
    expect(announcements.onDragEnd(moved('lane-10', 'lane-11') as never)).toBe(
      'Move done. Board A fazer: at position 2.',
    );
  });
});
