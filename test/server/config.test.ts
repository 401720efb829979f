import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/server/config/config.ts';

describe('readConfig: exact trees on demand', () => {
  it('reads EXACT_BUDGET_S in seconds and EXACT_MAX_SECRETS, and refuses a bad budget naming the variable', () => {
    const config = readConfig({ EXACT_BUDGET_S: '90', EXACT_MAX_SECRETS: '5000' });
    expect(config.onDemand).toMatchObject({ exactBudgetMs: 90_000, exactSecrets: 5000 });
    expect(readConfig({}).onDemand).not.toHaveProperty('exactBudgetMs');
    expect(() => readConfig({ EXACT_BUDGET_S: '1.5' })).toThrow(ConfigError);
    expect(() => readConfig({ EXACT_BUDGET_S: '-1' })).toThrow(/EXACT_BUDGET_S/);
  });

  it('reads the exact lane (EXACT_WORKERS), the memory of a search (EXACT_MEMORY_MB) and the wait for a build (BUILD_WAIT_MS)', () => {
    const config = readConfig({ EXACT_WORKERS: '2', EXACT_MEMORY_MB: '64', BUILD_WAIT_MS: '0' });
    expect(config.onDemand).toMatchObject({ exactWorkers: 2, exactMemoryMb: 64, buildWaitMs: 0 });
    expect(readConfig({}).onDemand).not.toHaveProperty('exactWorkers');
    expect(() => readConfig({ EXACT_WORKERS: '0' })).toThrow(/EXACT_WORKERS/);
    expect(() => readConfig({ EXACT_MEMORY_MB: 'lots' })).toThrow(/EXACT_MEMORY_MB/);
    expect(() => readConfig({ BUILD_WAIT_MS: '-5' })).toThrow(/BUILD_WAIT_MS/);
  });
});

describe("readConfig: users' lists in the cache directory", () => {
  it('reads USER_LISTS_MAX and USER_LISTS_MAX_MB in megabytes, leaves the defaults to the server, and refuses 0 lists naming the variable', () => {
    expect(readConfig({ USER_LISTS_MAX: '50', USER_LISTS_MAX_MB: '8' }).onDemand).toMatchObject({
      userListsMax: 50,
      userListsMaxBytes: 8 * 1024 * 1024,
    });
    expect(readConfig({}).onDemand).not.toHaveProperty('userListsMax');
    expect(() => readConfig({ USER_LISTS_MAX: '0' })).toThrow(/USER_LISTS_MAX must be an integer from 1/);
    expect(() => readConfig({ USER_LISTS_MAX_MB: 'big' })).toThrow(/USER_LISTS_MAX_MB/);
  });
});

describe('readConfig: the request time limit', () => {
  it('reads REQUEST_TIMEOUT_S in seconds, leaves the default to buildApp, and refuses 0 naming the variable', () => {
    expect(readConfig({ REQUEST_TIMEOUT_S: '5' }).limits).toEqual({ requestTimeoutMs: 5000 });
    expect(readConfig({}).limits).not.toHaveProperty('requestTimeoutMs');
    expect(() => readConfig({ REQUEST_TIMEOUT_S: '0' })).toThrow(/REQUEST_TIMEOUT_S must be an integer from 1 to 3600/);
  });
});

describe('readConfig: the memory ceiling', () => {
  it('reads MEMORY_MAX_MB (600 by default, 0 for none), and refuses a ceiling below what the server needs, naming the variable', () => {
    expect(readConfig({}).memoryMaxMb).toBe(600);
    expect(readConfig({ MEMORY_MAX_MB: '1024' }).memoryMaxMb).toBe(1024);
    expect(readConfig({ MEMORY_MAX_MB: '0' }).memoryMaxMb).toBeUndefined();
    expect(() => readConfig({ MEMORY_MAX_MB: '100' })).toThrow(/MEMORY_MAX_MB must be 0 \(no ceiling\) or at least 256/);
    expect(() => readConfig({ MEMORY_MAX_MB: 'lots' })).toThrow(/MEMORY_MAX_MB/);
  });
});
