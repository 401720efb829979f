// Answers a connection whose bytes Node could not parse as HTTP in the API's error shape, then
// hangs up.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** What a client whose bytes are not even HTTP receives: the API's error shape, then a hang-up. */
export const CLIENT_ERROR_ANSWERS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'headers-too-large', 'The request headers are larger than this server accepts.'],
};
const MALFORMED: [number, string, string] = [400, 'bad-request', 'The request is not valid HTTP.'];

/** Answers a connection whose request Node could not parse, in the API's error shape. */
export function handleClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is gone; there is no one to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, error, message] = CLIENT_ERROR_ANSWERS[err.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ error, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
