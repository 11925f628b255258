import { describe, expect, it } from 'vitest';
import { greetingOfTheHour, messageVariables, renderTemplate } from './message-variables';

// São Paulo is UTC-3 all year.
const sp = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

describe('greeting of the hour ({{ms}})', () => {
  it.each([
    ['04:59', 'Boa noite'],
    ['05:00', 'Bom dia'],
    ['11:59', 'Bom dia'],
    ['12:00', 'Boa tarde'],
    ['17:59', 'Boa tarde'],
    ['18:00', 'Boa noite'],
    ['23:59', 'Boa noite'],
    ['00:30', 'Boa noite'],
  ])('%s in São Paulo → %s', (time, expected) => {
    expect(greetingOfTheHour(sp(`2025-06-02T${time}`))).toBe(expected);
  });

  it('reads São Paulo’s clock, not UTC (14:00 UTC is 11:00 there)', () => {
    expect(greetingOfTheHour(new Date('2025-06-02T14:00:00Z'))).toBe('Bom dia');
  });
});

describe('message variables', () => {
  const vars = messageVariables({
    contactName: '  Maria  da Silva ',
    ticketId: 42,
    ticketCreatedAt: sp('2025-06-01T23:30'),
    now: sp('2025-06-02T14:05'),
  });

  it('computes every variable the spec names', () => {
    expect(vars).toEqual({
      firstName: 'Maria',
      name: 'Maria  da Silva',
      ms: 'Boa tarde',
      // the day the ticket opened in São Paulo (not UTC, where it was already June 2nd)
      protocol: '2025060142',
      hora: '14:05',
    });
  });

  it('renders them in a text, with or without spaces inside the braces', () => {
    expect(
      renderTemplate('{{ms}}, {{firstName}}! Protocolo {{ protocol }} às {{hora}}. {{name}}', vars),
    ).toBe('Boa tarde, Maria! Protocolo 2025060142 às 14:05. Maria  da Silva');
  });

  it('leaves unknown variables and inherited names as written', () => {
    expect(renderTemplate('{{email}} {{constructor}} {ms} {{ms', vars)).toBe(
      '{{email}} {{constructor}} {ms} {{ms',
    );
  });

  it('does not render a value a second time (a name that looks like a variable)', () => {
    expect(renderTemplate('Olá {{name}}', { name: '{{hora}}', hora: '10:00' })).toBe(
      'Olá {{hora}}',
    );
  });
});
