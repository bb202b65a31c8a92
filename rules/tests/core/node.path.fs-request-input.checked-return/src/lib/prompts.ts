// Helpers mapping an item name to its file: the path they return is built from the name only where
// the name passed a check (or from constants), so callers get a confined path or nothing.
import path from 'node:path';

const PROMPTS = path.resolve(process.cwd(), 'prompts');
const SANDBOX = path.resolve(process.cwd(), '.sandbox');
const TEMPLATES = new Set(['welcome', 'reminder', 'digest']);

export function promptPaths(name: string) {
  if (name === 'intro') {
    return { source: path.join(PROMPTS, 'intro.md'), sandbox: path.join(SANDBOX, 'intro.md') };
  }
  if (/^[A-Za-z0-9_-]+\.md$/.test(name) && !name.includes('..')) {
    return { source: path.join(PROMPTS, name), sandbox: path.join(SANDBOX, name) };
  }
  return null;
}

export function templatePath(name: string): string {
  if (TEMPLATES.has(name)) return path.join(PROMPTS, 'templates', `${name}.md`);
  throw new Error(`unknown template ${name}`);
}

// The check only logs: the path is returned for any name.
export function draftPath(name: string): string {
  if (/^[A-Za-z0-9_-]+\.md$/.test(name)) {
    console.info('draft', name);
  }
  return path.join(SANDBOX, 'drafts', name);
}

// Allowed names return early; every other name still falls through to the join.
export function exportPath(name: string): string {
  if (TEMPLATES.has(name)) return path.join(PROMPTS, 'exports', 'default.md');
  return path.join(PROMPTS, 'exports', name);
}

// Anchored only at the end: `../../etc/x.md` matches, so the check confines nothing.
export function notePath(name: string): string | null {
  if (/\.md$/.test(name)) return path.join(SANDBOX, 'notes', name);
  return null;
}
