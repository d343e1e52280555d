// Runs the smoke program's WebAssembly module under Node with no imports at all (it has none:
// see wasm-support.c) and writes what it printed to standard output.
//
//   node Embedded/Smoke/run.mjs smoke.wasm

import { readFileSync } from "node:fs";

const bytes = readFileSync(process.argv[2]);
const module = await WebAssembly.compile(bytes);
const imports = WebAssembly.Module.imports(module);
if (imports.length > 0) {
  const names = imports.map(({ module, name }) => `${module}.${name}`).join(", ");
  console.error(`run.mjs: the module imports ${names}; it should import nothing`);
  process.exit(1);
}
const { exports } = await WebAssembly.instantiate(module, {});
const status = exports.__main_argc_argv(0, 0);
const length = exports.smoke_output_length();
const kept = Math.min(length, exports.smoke_output_capacity());
const output = new Uint8Array(exports.memory.buffer, exports.smoke_output(), kept);
process.stdout.write(output);
if (length > kept) {
  console.error(`run.mjs: the output was cut at ${output.length} of ${length} bytes`);
  process.exit(1);
}
process.exit(status);
