import { describe, expect, it } from 'vitest';
import {
  campaignSettingsSchema,
  campaignVariableKeyProblem,
  unknownCampaignVariables,
} from './campaign';

const intervals = { messageInterval: 5, longerIntervalAfter: 10, greaterInterval: 30 };

describe('campaign custom variables', () => {
  it('names the variables a text uses that nothing fills, once each', () => {
    const text = 'Oi {nome}, {cupom} na {loja}! {Nome} {cupom} {com espaço} {numero}{email}';
    expect(unknownCampaignVariables(text, ['loja'])).toEqual(['cupom', 'Nome']);
    expect(unknownCampaignVariables(text, ['loja', 'cupom', 'Nome'])).toEqual([]);
  });

  it('names why a shortcut cannot be added', () => {
    const taken = ['loja'];
    expect(campaignVariableKeyProblem('  ', taken)).toBe('required');
    expect(campaignVariableKeyProblem('x'.repeat(51), taken)).toBe('tooLong');
    expect(campaignVariableKeyProblem('minha loja', taken)).toBe('format');
    expect(campaignVariableKeyProblem('{loja}', taken)).toBe('format');
    expect(campaignVariableKeyProblem('numero', taken)).toBe('builtIn');
    expect(campaignVariableKeyProblem(' loja ', taken)).toBe('taken');
    expect(campaignVariableKeyProblem('cupom', taken)).toBeUndefined();
  });

  it('refuses at the API what a message could never name, and a shortcut twice', () => {
    const issuesOf = (variables: { key: string; value: string }[]) => {
      const parsed = campaignSettingsSchema.safeParse({ ...intervals, variables });
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issuesOf([{ key: 'cupom', value: 'NATAL10' }])).toEqual([]);
    expect(issuesOf([{ key: 'minha loja', value: 'x' }])).toEqual([
      ['variables.0.key', 'Invalid value'],
    ]);
    expect(issuesOf([{ key: 'email', value: 'x' }])).toEqual([
      ['variables.0.key', 'Invalid value'],
    ]);
    expect(
      issuesOf([
        { key: 'loja', value: 'a' },
        { key: 'loja', value: 'b' },
      ]),
    ).toEqual([['variables', 'Invalid value']]);
  });
});
