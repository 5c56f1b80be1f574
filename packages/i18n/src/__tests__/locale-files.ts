import fs from 'node:fs';
import path from 'node:path';

/** Every `src/locales` folder (with an en.json) of the apps and packages, sorted. */
export function findLocaleFolders(root: string): string[] {
  const tops = ['shell', 'remote-admin', 'remote-lookups', 'remote-collector'].concat(
    fs.readdirSync(path.join(root, 'packages')).map((p) => `packages/${p}`),
  );
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === '__tests__')
        continue;
      const sub = path.join(dir, entry.name);
      if (entry.name === 'locales' && fs.existsSync(path.join(sub, 'en.json'))) found.push(sub);
      walk(sub);
    }
  };
  for (const top of tops) walk(path.join(root, top, 'src'));
  return found.sort();
}

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flatten(tree: unknown, prefix = ''): Record<string, unknown> {
  if (typeof tree !== 'object' || tree === null) return { [prefix]: tree };
  return Object.entries(tree).reduce<Record<string, unknown>>(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: unknown) =>
  typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*(\w+)/g)]
        .map((m) => m[1])
        .sort()
        .join(',')
    : '';

/** What is wrong with a translation against the English source, one line per problem. */
export function compareLocales(
  en: Record<string, unknown>,
  other: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) {
    if (!(key in other)) problems.push(`missing: ${key}`);
    else if (typeof other[key] !== 'string' || !(other[key] as string).trim())
      problems.push(`empty: ${key}`);
    else if (placeholders(en[key]) !== placeholders(other[key]))
      problems.push(`placeholders differ: ${key}`);
  }
  for (const key of Object.keys(other)) if (!(key in en)) problems.push(`extra: ${key}`);
  return problems;
}
