/**
 * The /api routes Fastify serves, as `METHOD /api/path/{param}`, read from its route tree
 * (HEAD routes are the GET ones' automatic twins; the document and its reference page are not
 * operations).
 */
export function routeTable(tree: string): string[] {
  const segments: string[] = [];
  const routes = new Set<string>();
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    segments.length = m[1]!.length / 4;
    segments.push(m[2]!);
    const path = segments
      .join('')
      .replace(/(.)\/$/, '$1')
      .replace(/:(\w+)/g, '{$1}');
    if (!path.startsWith('/api/') || /^\/api\/(docs|openapi\.json)\b/.test(path)) continue;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD'))
      routes.add(`${method} ${path}`);
  }
  return [...routes].sort();
}
