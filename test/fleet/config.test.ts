import { describe, expect, it } from 'vitest';
import { FleetConfigError, fleetUrl, redisOptions, withTimeout } from '../../src/fleet/config.ts';
import { readConfig } from '../../src/server/config/config.ts';

describe('REDIS_URL', () => {
  it('becomes connection options: host, port, database, credentials (decoded), TLS for rediss', () => {
    expect(redisOptions('redis://10.0.0.5:6380/2')).toEqual({ host: '10.0.0.5', port: 6380, db: 2 });
    expect(redisOptions('redis://localhost')).toEqual({ host: 'localhost', port: 6379, db: 0 });
    expect(redisOptions('rediss://user:p%40ss@[::1]:7000/0')).toEqual({
      host: '::1',
      port: 7000,
      db: 0,
      username: 'user',
      password: 'p@ss',
      tls: {},
    });
  });

  it('refuses what is not a Redis URL, naming the variable', () => {
    expect(() => redisOptions('localhost:6379')).toThrow(FleetConfigError);
    expect(() => redisOptions('http://localhost:6379')).toThrow(/REDIS_URL must start with redis:\/\/ or rediss:\/\//);
    expect(() => redisOptions('redis://localhost/x')).toThrow(/database must be a number/);
  });

  it('unset or empty: one machine; the server config carries it, and a bad one stops the server with one line', () => {
    expect(fleetUrl({})).toBeUndefined();
    expect(fleetUrl({ REDIS_URL: ' ' })).toBeUndefined();
    expect(readConfig({}).fleet).toBeUndefined();
    expect(readConfig({ REDIS_URL: 'redis://127.0.0.1:6379/1' }).fleet).toEqual({ url: 'redis://127.0.0.1:6379/1' });
    expect(() => readConfig({ REDIS_URL: 'nonsense' })).toThrow(/REDIS_URL/);
  });

  it("USER_LISTS_TTL_DAYS: days users' lists stay in Redis after their last use, 0 for good; the default is left to the server", () => {
    const url = 'redis://127.0.0.1:6379/1';
    expect(readConfig({ REDIS_URL: url, USER_LISTS_TTL_DAYS: '7' }).fleet).toEqual({ url, userListsTtlDays: 7 });
    expect(readConfig({ REDIS_URL: url, USER_LISTS_TTL_DAYS: '0' }).fleet).toEqual({ url, userListsTtlDays: 0 });
    expect(() => readConfig({ REDIS_URL: url, USER_LISTS_TTL_DAYS: '1.5' })).toThrow(/USER_LISTS_TTL_DAYS must be an integer from 0/);
  });

  it('withTimeout: a call that hangs is refused after its time, one that answers passes through', async () => {
    await expect(withTimeout(new Promise(() => {}), 20, 'a hanging call')).rejects.toThrow('a hanging call took over 20 ms');
    await expect(withTimeout(Promise.resolve(42), 1000, 'x')).resolves.toBe(42);
  });
});
