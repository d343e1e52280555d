// Lists the members each element's TypeScript declaration (web-out/kinetic-<element>.d.ts) gives
// its element: the interface named after its class, without the event listener methods every
// element has. web_suite.py compares them with the classes the scripts define.
//
//   node Web/Tests/declared_members.mjs web-out   (Debian's TypeScript, /usr/share/nodejs)

import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const ts = createRequire(import.meta.url)("/usr/share/nodejs/typescript");
const out = process.argv[2];
const tags = readdirSync(out).map((file) => /^kinetic-(.+)\.d\.ts$/.exec(file)?.[1])
  .filter((tag) => tag && tag !== "common").sort();
const listeners = new Set(["addEventListener", "removeEventListener"]);
const declared = {};
for (const tag of tags) {
  const path = join(out, `kinetic-${tag}.d.ts`);
  const text = readFileSync(path, "utf8");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
  const name = "Kinetic" + tag.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase());
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== name) continue;
    const names = statement.members.map((member) => member.name.getText(source));
    declared[`kinetic-${tag}`] = [...new Set(names)].filter((name) => !listeners.has(name)).sort();
  }
}
console.log(JSON.stringify(declared));
