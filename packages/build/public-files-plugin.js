// Copies an app's public/ folder (remotes.json, favicon, ...) into its build output, so the
// manifest ships next to the shell and can be replaced at deploy time without a rebuild.
const fs = require('node:fs');
const path = require('node:path');

class PublicFilesPlugin {
  /** @param {string} dir  @param {string[]} skip file names handled elsewhere */
  constructor(dir, skip = []) {
    this.dir = dir;
    this.skip = new Set(skip);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublicFilesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            const full = path.join(this.dir, file);
            if (this.skip.has(file) || !fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

module.exports = { PublicFilesPlugin };
