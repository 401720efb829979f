// The route schemas' compilers, each compiling a schema on its first use instead of at start
// (Ajv and fast-json-stringify took a fifth of the start), the rest compiled between requests.
import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import type { SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import { compileValidator } from './validators.ts';

/**
 * The serializer of the liveness and readiness routes (a route's `serializerCompiler`):
 * JSON.stringify. Their answers are objects built with exactly their schemas' properties, in the
 * schemas' order, and so are errors, so the bytes are fast-json-stringify's; but the first probe
 * after the server listens does not wait for the schema compilers to load (about 30 ms).
 */
export const plainJson = (): ((data: unknown) => string) => (data) => JSON.stringify(data);

/** Fastify's schema controller option. */
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<NonNullable<SchemaController['compilersFactory']>['buildValidator']>;

/** A route's schema waiting to be compiled: what it is (for the log), and how. */
interface Waiting {
  readonly what: string;
  readonly compile: () => unknown;
}

/**
 * The schema compilers of one app, each compiling a schema on its first use rather than as the
 * app starts. Every route validates up to four request parts and documents a dozen answers, about
 * 300 schemas in all: Ajv and fast-json-stringify compiling them (and being loaded) took about a
 * fifth of the server's start before its first answer. Once it has started, the server compiles
 * the ones still waiting one at a time between requests (compileRest), so a schema that does not
 * compile is logged at start, not found by a request.
 */
export class SchemaCompilers {
  readonly #waiting = new Set<Waiting>();

  /** Fastify's `schemaController` option: validators and serializers that compile on first use. */
  get controller(): SchemaController {
    const buildSerializer: SerializerFactory = (externalSchemas, options) => {
      // fast-json-stringify, Fastify's own serializer, loaded with the first schema compiled.
      let compiler: ReturnType<SerializerFactory> | undefined;
      const base = (): ReturnType<SerializerFactory> =>
        (compiler ??= (
          createRequire(import.meta.url)('@fastify/fast-json-stringify-compiler') as typeof import('@fastify/fast-json-stringify-compiler')
        )()(externalSchemas, options));
      return (route) => this.#lazySerializer(`${route.method} ${route.url} answer ${route.httpStatus}`, () => base()(route));
    };
    const validator: FastifySchemaCompiler<unknown> = (route) =>
      this.#lazyValidator(`${route.method} ${route.url} ${route.httpPart ?? ''}`, () => compileValidator(route.schema, route.httpPart));
    // Fastify calls the factory's compiler with the route (schema, method, url, part), as with
    // setValidatorCompiler; the factory's declared type has Ajv's own compile instead.
    const buildValidator = (() => validator) as unknown as ValidatorFactory;
    return { compilersFactory: { buildValidator, buildSerializer } };
  }

  /** Schemas not compiled yet. */
  get waiting(): number {
    return this.#waiting.size;
  }

  /**
   * Compiles one schema still waiting; false when none is left. A schema that does not compile
   * throws here (with the route it belongs to), and again at each request that needs it (a 500).
   */
  compileNext(): boolean {
    const next = this.#waiting.values().next();
    if (next.done === true) return false;
    this.#waiting.delete(next.value);
    try {
      next.value.compile();
    } catch (err) {
      throw new Error(`the schema of ${next.value.what} does not compile: ${(err as Error).message}`, { cause: err });
    }
    return true;
  }

  /**
   * Compiles every schema still waiting, one per turn of the event loop so requests are answered
   * between them; each that does not compile is given to `failed`. Resolves with how many were compiled.
   */
  async compileRest(failed: (err: Error) => void): Promise<number> {
    let compiled = 0;
    for (;;) {
      await nextTurn();
      try {
        if (!this.compileNext()) return compiled;
        compiled++;
      } catch (err) {
        failed(err as Error);
      }
    }
  }

  /** A validator with Ajv's calling convention (data, then the parent for coercing the root) that compiles on its first call. */
  #lazyValidator(what: string, compile: () => ValidateFunction): ValidateFunction {
    let compiled: ValidateFunction | undefined;
    const waiting: Waiting = { what, compile: () => (compiled ??= compile()) };
    const get = (): ValidateFunction => {
      this.#waiting.delete(waiting);
      return (compiled ??= compile());
    };
    const validate = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
      const v = get();
      const ok = v(data, context);
      validate.errors = v.errors ?? null;
      return ok;
    }) as ValidateFunction;
    validate.errors = null;
    // Fastify passes the parent (so Ajv may coerce the root value) to functions that have a schemaEnv, as Ajv's do.
    Object.defineProperty(validate, 'schemaEnv', { get: () => get().schemaEnv });
    this.#waiting.add(waiting);
    return validate;
  }

  /** A serializer that compiles on its first call. */
  #lazySerializer(what: string, compile: () => (data: unknown) => string): (data: unknown) => string {
    let compiled: ((data: unknown) => string) | undefined;
    const waiting: Waiting = { what, compile: () => (compiled ??= compile()) };
    this.#waiting.add(waiting);
    return (data) => {
      this.#waiting.delete(waiting);
      return (compiled ??= compile())(data);
    };
  }
}
