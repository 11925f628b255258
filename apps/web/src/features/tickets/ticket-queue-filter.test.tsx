import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TicketQueueFilter } from './ticket-queue-filter';

const queues = [
  { id: 1, name: 'Atendimento', color: '#2563EB' },
  { id: 2, name: 'Financeiro', color: '#16A34A' },
];

const shown = () => screen.getByRole('combobox', { name: 'Filas' }).textContent;

describe('TicketQueueFilter', () => {
  it('names the chosen queues beside their colours, and says when all are chosen', () => {
    const { rerender } = render(
      <TicketQueueFilter queues={queues} value={[1, 2]} onChange={vi.fn()} />,
    );
    expect(shown()).toBe('Todas');
    rerender(<TicketQueueFilter queues={queues} value={[2]} onChange={vi.fn()} />);
    expect(shown()).toBe('Financeiro');
  });
});
