// Validates the OpenAPI document read from stdin with @seriousme/openapi-schema-validator (the
// official JSON schemas of the specification); prints `{valid, version, errors}`. A child process
// because the validator is ESM-only and jest runs the tests as CommonJS.
import { Validator } from '@seriousme/openapi-schema-validator';

let text = '';
for await (const chunk of process.stdin) text += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(text));
process.stdout.write(JSON.stringify({ ...result, version: validator.version }));
