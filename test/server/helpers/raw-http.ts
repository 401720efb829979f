import { connect } from 'node:net';

/** What came back on a raw connection: the status line's code, headers, body, and when it closed. */
export interface RawAnswer {
  /** The status code of the first answer, or 0 when the server closed without one. */
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  readonly elapsedMs: number;
  /** Every byte the server sent, as text (several answers on a kept-alive connection). */
  readonly raw: string;
}

/**
 * Sends bytes exactly as given (no client normalises the path or fixes the framing) on a new
 * connection, in parts `gapMs` apart when given several, and resolves with what the server answers
 * when it closes the connection, or when `giveUpMs` passes (then the connection is closed from
 * this side).
 */
export function rawRequest(port: number, bytes: string | readonly string[], giveUpMs = 10_000, gapMs = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let out = '';
    const parts = typeof bytes === 'string' ? [bytes] : bytes;
    const socket = connect(port, '127.0.0.1', () => {
      parts.forEach((part, i) => setTimeout(() => socket.writable && socket.write(part), i * gapMs));
    });
    const timer = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (d: Buffer) => (out += d.toString('latin1')));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET') reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', ...rest] = out.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()] as const),
      );
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        elapsedMs: performance.now() - started,
        raw: out,
      });
    });
  });
}

/** A GET of this path (sent byte for byte) with Connection: close. */
export function rawGet(port: number, path: string): Promise<RawAnswer> {
  return rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
}
