import { errorCodes, type FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * JSON request bodies: parsed as Fastify's own parser does, but a body that is valid JSON and is
 * refused for carrying a property that could reach an object's prototype is told so (Fastify's
 * parser calls it "not valid JSON", which sends the client looking for a syntax error).
 */

/**
 * The path of the first property of a parsed JSON value that could reach a prototype: a
 * "__proto__" key, or a "constructor" object with a "prototype" key (the keys prototype-poisoning
 * attacks use); undefined when there is none.
 */
export function forbiddenProperty(value: unknown, path = 'body'): string | undefined {
  const queue: Array<[unknown, string]> = [[value, path]];
  for (let i = 0; i < queue.length; i++) {
    const [node, where] = queue[i]!;
    if (node === null || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return `${where}.__proto__`;
    const ctor: unknown = Object.hasOwn(node, 'constructor') ? (node as Record<string, unknown>).constructor : undefined;
    if (typeof ctor === 'object' && ctor !== null && Object.hasOwn(ctor, 'prototype')) {
      return `${where}.constructor.prototype`;
    }
    for (const [key, child] of Object.entries(node)) queue.push([child, Array.isArray(node) ? `${where}[${key}]` : `${where}.${key}`]);
  }
  return undefined;
}

/**
 * Replaces Fastify's application/json parser with one whose refusals say why, and removes its
 * text/plain parser: the API takes JSON bodies only, so any other media type is a 415 (a text
 * body used to reach the schema and come back as a 400 "must be object").
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) {
      done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      return;
    }
    const forbidden = forbiddenProperty(value);
    if (forbidden !== undefined) {
      const message = `The request body is valid JSON, but ${forbidden} is a forbidden property (it could change the prototype of objects); remove it.`;
      done(new HttpError(400, 'forbidden-property', message), undefined);
      return;
    }
    done(null, value);
  });
}
