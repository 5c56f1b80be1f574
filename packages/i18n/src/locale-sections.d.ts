// `import en from './locales/en.json?sections'`: a locale file read by section, as a module of its
// own. A plain `./locales/en.json` import is the same module as the namespace's (registered whole,
// or loaded whole on demand), so every text of the file would ship with the importer; with the
// query, webpack keeps only the sections the importer names (`en.myPeople`). Jest maps the query
// away (jest.config.js).
declare module '*.json?sections' {
  const sections: Record<string, Record<string, string> | undefined>;
  export default sections;
}
