// After the client build: writes a brotli (.br) and a gzip (.gz) copy of every script and stylesheet under
// build/client/assets, at the strongest settings, once per build. The server sends these as they are
// (server/static-files.ts) instead of compressing the same immutable files again for every new visitor (ADR 027).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PRECOMPRESSED } from "../server/precompressed";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const assets = path.join(root, "build/client/assets");

let plain = 0;
let brotli = 0;
let files = 0;
for (const name of readdirSync(assets)) {
  if (!PRECOMPRESSED.test(name)) continue;
  const file = path.join(assets, name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  plain += body.length;
  brotli += br.length;
  files++;
}
console.log(`Assets: ${files} files precompressed, ${(plain / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
