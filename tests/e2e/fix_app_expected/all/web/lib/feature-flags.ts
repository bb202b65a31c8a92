import fs from "node:fs";
import yaml from "js-yaml";

export function loadFlags(path: string) {
  const text = fs.readFileSync(path, "utf8");
  return yaml.load(text, { schema: yaml.CORE_SCHEMA }) as Record<string, boolean>;
}
