import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import { describe } from 'vitest';

/** True when a redis-server binary is on the PATH. */
export const HAS_REDIS = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * describe() for the tests that need a real Redis. Outside CI without redis-server they are
 * skipped with a message; in CI (.ci/run installs redis-server) a missing binary fails them.
 */
export function describeRedis(name: string, body: () => void): void {
  if (!HAS_REDIS && process.env.CI !== 'true') {
    process.stderr.write(`skipped "${name}": redis-server is not installed (apt-get install redis-server)\n`);
    describe.skip(name, body);
    return;
  }
  describe(name, body);
}

/** A free TCP port on the loopback interface (the port is closed again before it is returned). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** True when a Redis answers PING at the port within the time limit. */
async function pings(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * A real redis-server of Debian's package on a free loopback port, without persistence (each
 * test file starts its own); it can be stopped (SIGKILL, like a crash) and started again on the
 * same port, empty.
 */
export class RedisProcess {
  #child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  /** Starts a Redis on a free port and waits until it answers PING. */
  static async start(): Promise<RedisProcess> {
    const redis = new RedisProcess(await freePort());
    await redis.restart();
    return redis;
  }

  /** The URL clients connect to (REDIS_URL). */
  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  /** Starts the server again on the same port (after stop()). */
  async restart(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'];
    this.#child = spawn('redis-server', args, { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await pings(this.port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not answer on port ${this.port}`);
  }

  /** Stops the server (SIGKILL by default: a crash) and waits until the process is gone. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}
