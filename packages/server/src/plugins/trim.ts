import fp from 'fastify-plugin';

/** Never trimmed: a password is exactly what was typed. */
const KEEP = new Set(['password']);
/** Optional choices where an empty value means "none". */
const BLANK_IS_NULL = new Set(['email', 'gender']);

/**
 * Trims the text fields of a JSON body before validation, so '  ' is as missing as ''
 * and names are stored without stray spaces.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const body = request.body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return;
      const record = body as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (typeof value !== 'string' || KEEP.has(key)) continue;
        const trimmed = value.trim();
        record[key] = trimmed === '' && BLANK_IS_NULL.has(key) ? null : trimmed;
      }
    });
  },
  { name: 'trim' },
);
