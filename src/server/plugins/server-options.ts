// Fastify's server options: the size and time limits on requests, request ids, logging, and
// error answers in the API's shape before routing.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { handleClientError } from './client-errors.ts';
import { handleFrameworkError } from './error-handler.ts';

/** Size and time limits on requests. */
export interface RequestLimits {
  /** Largest request body, in bytes. */
  readonly bodyLimit: number;
  /** Longest URL (path and query), in characters. */
  readonly maxUrlLength: number;
  /**
   * Milliseconds a whole request (request line, headers and body) may take to arrive, counted
   * from its first byte (from the connection's opening for the first request); past it, 408.
   */
  readonly requestTimeoutMs: number;
  /**
   * Milliseconds a connection may go without a byte moving either way while it has a request (a
   * client that stops reading its answer); past it, the connection is closed. By default twice
   * the request time limit, and never under 20 s: a live answer may keep it quiet for 10 s.
   */
  readonly idleTimeoutMs?: number;
}

/** Defaults: 16 KiB bodies (a full history is under 2 KiB), 4096-character URLs, 30 s to send a request. */
export const DEFAULT_LIMITS: RequestLimits = { bodyLimit: 16 * 1024, maxUrlLength: 4096, requestTimeoutMs: 30_000 };

/** The idle limit of a connection that goes with a request time limit (see RequestLimits). */
export function idleTimeoutFor(requestTimeoutMs: number): number {
  return Math.max(2 * requestTimeoutMs, 20_000);
}

/**
 * How often Node looks for requests past their time (its default, 30 s, would let a request
 * linger up to twice a 30 s limit): a quarter of the limit, at most a second.
 */
export function timeoutCheckInterval(requestTimeoutMs: number): number {
  return Math.max(10, Math.min(1000, Math.floor(requestTimeoutMs / 4)));
}

// Client-supplied request ids are kept only when short and plain, so logs stay clean.
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** How an app logs: Fastify's logger option (false, true or pino options), or the logger of another app to log through. */
export type Logging = Pick<FastifyHttpOptions<Server>, 'logger' | 'loggerInstance'>;

/** Fastify's server options for these limits: body size, one time limit for a whole request, request ids, error shapes before routing. */
export function serverOptions(limits: RequestLimits, logging: Logging, trustProxy: boolean): FastifyHttpOptions<Server> {
  return {
    ...logging,
    bodyLimit: limits.bodyLimit,
    // One time limit for a whole request, headers and body alike: Fastify's default (none) let a
    // body that stops arriving hold its connection forever, while headers got Node's 60 s. Node
    // answers through clientErrorHandler (408 in the API's error shape), then closes.
    requestTimeout: limits.requestTimeoutMs,
    // Longer than the request limit (plus Node's check), so a request that stops arriving gets its
    // 408 before its quiet connection is closed; an answer the client stops reading has no bound
    // without it.
    connectionTimeout: limits.idleTimeoutMs ?? idleTimeoutFor(limits.requestTimeoutMs),
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: timeoutCheckInterval(limits.requestTimeoutMs),
      // Node would answer a request without Host with an empty 400 of its own; the hook below
      // answers it in the API's error shape instead.
      requireHostHeader: false,
    },
    trustProxy: trustProxy,
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}
