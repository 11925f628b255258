import { describe, expect, it } from 'vitest';
import { readReply } from './prompt-reply';

const MARKER = 'Ação: Transferir para o setor de atendimento';

describe('readReply', () => {
  it('keeps the goodbye written on the marker’s line, without the marker', () => {
    expect(
      readReply(
        'Vou te passar para um atendente. Ação: Transferir para o setor de atendimento',
        '',
      ),
    ).toEqual({ text: 'Vou te passar para um atendente.', handOver: true });
    expect(readReply(`Um momento!\n${MARKER}`, '')).toEqual({
      text: 'Um momento!',
      handOver: true,
    });
    expect(readReply(`${MARKER} - aguarde, por favor`, '')).toEqual({
      text: 'aguarde, por favor',
      handOver: true,
    });
  });

  it('finds the marker in any case, and a company’s own marker', () => {
    expect(readReply('AÇÃO: TRANSFERIR PARA O SETOR DE ATENDIMENTO', '')).toEqual({
      text: '',
      handOver: true,
    });
    expect(readReply('Certo. [humano]', '[HUMANO]')).toEqual({ text: 'Certo.', handOver: true });
  });

  it('sends a reply without the marker whole', () => {
    expect(readReply('Olá!\n\nComo posso ajudar?', '')).toEqual({
      text: 'Olá!\n\nComo posso ajudar?',
      handOver: false,
    });
  });
});
