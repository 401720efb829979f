import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Request validation with two Ajv instances: query strings, paths and headers are text, so their
 * numbers are read from strings ("limit=3"); a JSON body is taken as sent, so `"guess": 1234` is a
 * 400, not the string "1234". Neither drops unknown properties: a schema that closes an object
 * refuses them (the error handler names the property).
 */
const textAjv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false });
const bodyAjv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });

/** The validator compiler of every route: strict for bodies, coercing for the other parts. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validate: ValidateFunction = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
  return validate as ReturnType<FastifySchemaCompiler<unknown>>;
};
