import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How every response is compressed (app.ts; bench/lib/floor-server.mjs serves the Lighthouse
 * floor page the same way). Levels for dynamic content, compressed on every request: brotli 4 /
 * gzip 6 cost a fraction of brotli's default (11), which halved a small request's throughput, and
 * still shrink a page of people about fivefold. Bodies under 1 KB go as they are (threshold).
 */
export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip', 'deflate'],
  brotliOptions: {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    },
  },
  zlibOptions: { level: 6 },
};
