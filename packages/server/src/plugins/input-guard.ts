import { isUtf8 } from 'node:buffer';
import fp from 'fastify-plugin';
import { httpError, invalidInput } from '../errors';
import { hasCharacterNotInName, hasForbiddenCharacter, NAME_FIELDS, trimInvisible } from '../lib/text-guard';
import { fieldLabel } from '../lib/validation-messages';

/** Never trimmed: a password is exactly what was typed. */
const KEEP = new Set(['password']);
/** Optional choices where an empty value means "none". */
const BLANK_IS_NULL = new Set(['email', 'gender']);
/** Our bodies are flat; deeper values never reach a query, and the walk must stay bounded. */
const MAX_DEPTH = 8;

const invalidCharacters = (path: string) =>
  invalidInput(`${fieldLabel(path) || 'Request'} contains invalid characters`);

/**
 * 400 naming the first field (at any depth) holding text no field may hold; a key holding it
 * (a merge's `fields` are named by their keys) names the object it is in, never itself.
 */
function refuseForbidden(value: unknown, path: string, depth = 0): void {
  if (typeof value === 'string') {
    if (hasForbiddenCharacter(value)) throw invalidCharacters(path);
    return;
  }
  if (!value || typeof value !== 'object' || depth >= MAX_DEPTH) return;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacter(key)) throw invalidCharacters(path);
    refuseForbidden(item, path ? `${path}.${key}` : key, depth + 1);
  }
}

/**
 * The one guard in front of validation, for every route, signed in or not: a body must be JSON
 * in UTF-8; text that the database cannot store or that disguises itself is refused (body and
 * query string), then the body's text fields are
 * trimmed, invisible characters included, so '  ' or a lone zero-width space is as missing as ''
 * ('name is required') and names are stored without stray spaces; inside a name (NAME_FIELDS)
 * controls and invisible format characters are refused (lib/text-guard.ts).
 */
export default fp(
  async (app) => {
    // JSON only: without Fastify's text/plain parser such a body is a 415, as a form is, rather
    // than a string that reaches validation.
    app.removeContentTypeParser('text/plain');
    // Read as bytes, so that bytes that are not UTF-8 are refused instead of silently becoming
    // U+FFFD in a stored name; then Fastify's own parser (prototype poisoning refused).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      if (!isUtf8(bytes)) {
        done(httpError('INVALID_JSON', 'Request body is not valid UTF-8'), undefined);
        return;
      }
      parseJson(request, bytes.toString('utf8'), done);
    });

    app.addHook('preValidation', async (request) => {
      refuseForbidden(request.query, '');
      refuseForbidden(request.body, '');
      const body = request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return;
      const record = body as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (typeof value !== 'string' || KEEP.has(key)) continue;
        const trimmed = trimInvisible(value);
        // Inside a name (its ends are trimmed above), an invisible or control character is refused.
        if (NAME_FIELDS.has(key) && hasCharacterNotInName(trimmed))
          throw invalidInput(`${fieldLabel(key)} contains invalid characters`);
        record[key] = trimmed === '' && BLANK_IS_NULL.has(key) ? null : trimmed;
      }
    });
  },
  { name: 'input-guard' },
);
