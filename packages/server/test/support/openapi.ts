/* eslint-disable @typescript-eslint/no-explicit-any -- the document is loosely typed JSON */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export type OpenApiDocument = any;

export interface Operation {
  method: string;
  path: string;
  op: any;
}

export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const list: Operation[] = [];
  for (const [p, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const method of METHODS)
      if (item[method]) list.push({ method, path: p, op: item[method] });
  }
  return list;
}

/** The official schema check of the whole document, in a child process (the validator is ESM). */
export function validateDocument(doc: OpenApiDocument): {
  valid: boolean;
  version?: string;
  errors?: unknown;
} {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'validate-openapi.mjs')], {
    input: JSON.stringify(doc),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`validator failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/**
 * Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) over the document's schemas, with the
 * components reachable: `validator(schema)` for any schema taken from the document.
 */
export function schemaValidators(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'doc', components: doc.components ?? {} });
  const cache = new Map<string, ValidateFunction>();
  return (schema: unknown): ValidateFunction => {
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/');
    let fn = cache.get(text);
    if (!fn) {
      fn = ajv.compile(JSON.parse(text));
      cache.set(text, fn);
    }
    return fn;
  };
}

/** 2xx and 3xx statuses that carry a body must say what it is. */
export function missingSuccessSchemas(doc: OpenApiDocument): string[] {
  const missing: string[] = [];
  for (const { method, path: p, op } of operationsOf(doc)) {
    const success = Object.keys(op.responses ?? {}).filter((s) => /^[23]/.test(s));
    if (success.length === 0) missing.push(`${method.toUpperCase()} ${p}: no success response`);
    for (const status of success) {
      if (status === '204' || status === '304') continue;
      const content = op.responses[status].content as
        Record<string, { schema?: unknown }> | undefined;
      const schemas = Object.values(content ?? {}).filter((media) => media.schema);
      if (schemas.length === 0)
        missing.push(`${method.toUpperCase()} ${p}: ${status} has no schema`);
    }
  }
  return missing;
}

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
}

/**
 * Redocly CLI's `lint` with its recommended rules on the document, in a child process as an
 * integrator's CI would run it (telemetry and the update check off: no network here).
 */
export function redoclyLint(doc: OpenApiDocument): LintProblem[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'hr-openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = require.resolve('@redocly/cli/bin/cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', '--format', 'json', '--extends', 'recommended', file], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const json = run.stdout.slice(run.stdout.indexOf('{'));
    if (!json) throw new Error(`redocly lint printed no report (exit ${run.status}): ${run.stderr}`);
    return (JSON.parse(json) as { problems: LintProblem[] }).problems.map(({ ruleId, severity, message }) => ({
      ruleId,
      severity,
      message,
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
