import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/server/config.ts';

describe('readConfig: exact trees on demand', () => {
  it('reads EXACT_BUDGET_S in seconds and EXACT_MAX_SECRETS, and refuses a bad budget naming the variable', () => {
    const config = readConfig({ EXACT_BUDGET_S: '90', EXACT_MAX_SECRETS: '5000' });
    expect(config.onDemand).toMatchObject({ exactBudgetMs: 90_000, exactSecrets: 5000 });
    expect(readConfig({}).onDemand).not.toHaveProperty('exactBudgetMs');
    expect(() => readConfig({ EXACT_BUDGET_S: '1.5' })).toThrow(ConfigError);
    expect(() => readConfig({ EXACT_BUDGET_S: '-1' })).toThrow(/EXACT_BUDGET_S/);
  });
});
