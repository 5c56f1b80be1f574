import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';

const WHOLE_NUMBER = /^[0-9]+$/;

type Outcome = { value?: unknown; error?: FastifySchemaValidationError[] };

/**
 * Query strings are text, and the app's validator does not coerce types (JSON bodies must carry
 * the contract's types), so query routes use TypeBox's compiler, which converts `?page=2` to 2.
 * Its conversion also truncates `1.5` and reads `''` as 0; a number parameter must therefore be
 * written as plain digits first, or it is a 400 naming it.
 */
export const queryValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const validate = TypeBoxValidatorCompiler(route as never) as (value: unknown) => Outcome;
  const properties = (route.schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  const numbers = Object.keys(properties).filter((key) => properties[key]!.type === 'integer');
  return (value: unknown): Outcome => {
    const query = (value ?? {}) as Record<string, unknown>;
    for (const key of numbers) {
      const raw = query[key];
      if (raw !== undefined && (typeof raw !== 'string' || !WHOLE_NUMBER.test(raw))) {
        const params = { type: 'integer' };
        const at = { instancePath: `/${key}`, schemaPath: '', message: 'must be a whole number' };
        return { error: [{ keyword: 'type', params, ...at }] };
      }
    }
    return validate(value);
  };
};
