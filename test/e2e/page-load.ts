import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession } from 'playwright-core';

/**
 * A cold load of a page address in Chromium, measured: the requests by kind, the bytes on the
 * wire, the word lists the page received, and the time until the board (or the landing) is on
 * screen. Network figures come from the DevTools protocol (every request the browser sends, with
 * its encoded length: headers and body as transferred); the time is the first animation frame
 * after the awaited element became visible, which is the frame that paints it (measured from the
 * navigation's start, performance.now()).
 */

/** What one load cost. */
export interface LoadFigures {
  readonly path: string;
  /** Requests sent to the server, by kind (document, script, stylesheet, fetch, image, other). */
  readonly requests: Record<string, number>;
  /** Requests sent to the server in all. */
  readonly total: number;
  /** Scripts and style sheets (the bound a cold load must keep). */
  readonly scriptsAndStyles: number;
  /** Bytes received, headers included, as encoded on the wire. */
  readonly bytes: number;
  /** Each word list received (by its sha256): how many answers carried its words. */
  readonly lists: Record<string, { readonly name: string; readonly times: number }>;
  /** Milliseconds from the navigation's start to the frame that paints the board. */
  readonly boardMs: number;
  /** Milliseconds to the first contentful paint. */
  readonly firstPaintMs: number;
  /** Requests a reload sends to the server (what the browser did not keep). */
  readonly reloadRequests: number;
  /** The addresses of the cold load's requests, in order (for a failing assertion's message). */
  readonly urls: readonly string[];
}

/** The element that says the page shows what it is for: a tile board's tiles (Wordle's, Nerdle's), Play's colour pegs, or the landing's heading. */
export function readySelector(path: string): string {
  if (path.startsWith('/wordle') || path.startsWith('/nerdle')) return '.tiles-grid .tiles-row .tile';
  return path.includes('#play') ? '#section-play .palette' : '#section-home h2';
}

/** Collects the requests of a tab through the DevTools protocol. */
function recordNetwork(cdp: CDPSession) {
  const sent = new Map<string, { url: string; type: string; bytes: number; cached: boolean }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    sent.set(e.requestId, { url: e.request.url, type: (e.type ?? 'Other').toLowerCase(), bytes: 0, cached: false });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = sent.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = sent.get(e.requestId);
    if (r && (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker)) r.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = sent.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  return sent;
}

/** A kind of request as the figures name it. */
function kind(type: string): string {
  if (type === 'xhr') return 'fetch';
  return ['document', 'script', 'stylesheet', 'fetch', 'image'].includes(type) ? type : 'other';
}

/** Loads `base + path` in a fresh context (an empty cache), then reloads it; resolves to the figures. */
export async function measureLoad(browser: Browser, base: string, path: string): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const selector = readySelector(path);
    // Before any script of the page: watch for the element, and note the frame that paints it.
    // Given as text: a function would be serialized as compiled by the test runner, with helpers
    // the page lacks.
    await page.addInitScript({
      content: `(() => {
        const sel = ${JSON.stringify(selector)};
        const observer = new MutationObserver(() => {
          const el = document.querySelector(sel);
          if (window.boardMs !== undefined || el === null || !el.checkVisibility()) return;
          window.boardMs = -1;
          observer.disconnect();
          requestAnimationFrame(() => { window.boardMs = performance.now(); });
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true });
      })();`,
    });
    const lists = new Map<string, { name: string; times: number }>();
    /** The answers being read (the cold load's only: the reload's are not counted). */
    let reading: Promise<void>[] | null = [];
    page.on('response', (response) => {
      if (reading === null || !response.url().startsWith(`${base}/v1/`) || !/json/.test(response.headers()['content-type'] ?? '')) return;
      const read = response.json().then(
        (body: unknown) => {
          // Any object of the answer with a sha256 and its entries is a word list received.
          const visit = (v: unknown): void => {
            if (v === null || typeof v !== 'object') return;
            const o = v as { sha256?: unknown; entries?: unknown; list?: unknown };
            if (typeof o.sha256 === 'string' && Array.isArray(o.entries)) {
              const seen = lists.get(o.sha256) ?? { name: typeof o.list === 'string' ? o.list : o.sha256.slice(0, 12), times: 0 };
              seen.times++;
              lists.set(o.sha256, seen);
              return;
            }
            for (const x of Object.values(o)) visit(x);
          };
          visit(body);
        },
        () => undefined,
      );
      reading.push(read);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let sent = recordNetwork(cdp);
    await page.goto(`${base}${path}`);
    await page.waitForFunction(() => ((window as unknown as { boardMs?: number }).boardMs ?? -1) > 0);
    // The requests the view makes once drawn (the lists a view needs) belong to the load.
    await page.waitForLoadState('networkidle');
    const { boardMs, firstPaintMs } = await page.evaluate(() => ({
      boardMs: (window as unknown as { boardMs: number }).boardMs,
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    await Promise.all(reading);
    reading = null;
    const cold = [...sent.values()].filter((r) => !r.url.startsWith('data:'));
    const requests: Record<string, number> = {};
    for (const r of cold) requests[kind(r.type)] = (requests[kind(r.type)] ?? 0) + 1;
    // A reload: what still goes to the server.
    sent = recordNetwork(cdp);
    await page.reload();
    await page.waitForSelector(selector);
    await page.waitForLoadState('networkidle');
    const reloadRequests = [...sent.values()].filter((r) => !r.cached && !r.url.startsWith('data:')).length;
    return {
      path,
      requests,
      total: cold.length,
      scriptsAndStyles: (requests.script ?? 0) + (requests.stylesheet ?? 0),
      bytes: cold.reduce((n, r) => n + r.bytes, 0),
      lists: Object.fromEntries(lists),
      boardMs,
      firstPaintMs,
      reloadRequests,
      urls: cold.map((r) => r.url.slice(base.length)),
    };
  } finally {
    await context.close();
  }
}

/** The server `npm start` runs (node dist/src/server/server.js, the data/ of the repository), on a free port. */
export interface StartedServer {
  readonly base: string;
  close(): Promise<void>;
}

/** Starts the compiled server as `npm start` does, with its on-demand cache in a new folder; resolves once it is ready. */
export async function startServer(repo: string): Promise<StartedServer> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'codebreaker-page-load-'));
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'dist', 'src', 'server', 'server.js')], {
    cwd: repo,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CACHE_DIR: cacheDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(cacheDir, { recursive: true, force: true });
  };
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let out = '';
      // It says where it listens on standard error ("codebreaker: listening on http://...").
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) resolve(m[1]!);
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)));
      setTimeout(() => reject(new Error(`the server did not listen within 30 s:\n${out}`)), 30_000).unref();
    });
    // Ready once every tree file is read (the page's catalogue is then whole).
    for (let i = 0; ; i++) {
      const ready = await fetch(`${base}/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (i > 600) throw new Error('the server was not ready within a minute');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Then quiet: the server checks every tree file in the background after it is ready, which
    // would slow the loads measured (and shed them with 503 on a busy machine).
    await quiet(child.pid!);
    return { base, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** CPU time a process has used, in clock ticks (Linux's /proc/<pid>/stat: utime + stime). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Resolves once the process has used under 5% of a core for a second (at most after two minutes; at once off Linux). */
async function quiet(pid: number): Promise<void> {
  if (!existsSync(`/proc/${pid}/stat`)) return;
  let last = cpuTicks(pid);
  for (let waited = 0; waited < 120; waited++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuTicks(pid);
    // 100 ticks a second on Linux: 5 ticks are 5% of a core.
    if (now - last < 5) return;
    last = now;
  }
}

/** The median of some numbers. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
