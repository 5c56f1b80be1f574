// Writes a remote's descriptor (src/descriptor.ts, also exposed as `./descriptor`) beside its
// remoteEntry.js as descriptor.json: the shell reads the sidebar, routes and headings from that
// small file, listed in /remotes.json, and loads a remote's code only when one of its pages is
// shown (issue 31). The module is evaluated with tsx, so the JSON is exactly what the exposed
// module exports, texts from the locale files included.
const { execFile } = require('node:child_process');
const { pathToFileURL } = require('node:url');

/**
 * The module's default export, evaluated by tsx in a Node process of its own: the JSON files it
 * imports (`?sections` of the locales) read whole, and nothing registered in the process that
 * runs webpack (which may be jest's, in the browser tests that build a fixture remote).
 */
function evaluateDescriptor(file) {
  const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)});
process.stdout.write(JSON.stringify(m.default?.default ?? m.default));`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        '--import',
        pathToFileURL(require.resolve('tsx/esm')).href,
        '--input-type=module',
        '-e',
        script,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          return reject(new Error(`${file} could not be evaluated: ${stderr || error.message}`));
        try {
          const descriptor = JSON.parse(stdout);
          if (!descriptor || typeof descriptor !== 'object') throw new Error('no default export');
          resolve(descriptor);
        } catch (parseError) {
          reject(
            new Error(
              `${file} gave no descriptor to write as descriptor.json: ${parseError.message}`,
            ),
          );
        }
      },
    );
  });
}

class DescriptorJsonPlugin {
  /** @param {string} file the descriptor module's absolute path */
  constructor(file) {
    this.file = file;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('DescriptorJsonPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tapPromise(
        { name: 'DescriptorJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const descriptor = await evaluateDescriptor(this.file);
          compilation.emitAsset(
            'descriptor.json',
            new sources.RawSource(`${JSON.stringify(descriptor)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { DescriptorJsonPlugin };
