import { exec, execSync } from 'node:child_process';
import express from 'express';

const app = express();
const BUILD_COMMAND = 'npm run build --silent';

app.post('/admin/run', (req, res) => {
  // ruleid: node.injection.exec-non-literal
  exec(req.body.command, (err, stdout) => res.json({ ok: !err, stdout }));
});

export function runHook(hook: { command: string }) {
  // ruleid: node.injection.exec-non-literal
  return execSync(hook.command, { encoding: 'utf8' });
}

export function build() {
  // ok: node.injection.exec-non-literal
  return execSync(BUILD_COMMAND, { stdio: 'inherit' });
}

export function matchAll(pattern: RegExp, text: string) {
  const out: string[] = [];
  let m: RegExpExecArray | null;
  // ok: node.injection.exec-non-literal
  while ((m = pattern.exec(text)) !== null) out.push(m[0]);
  return out;
}

export function uptime() {
  // ok: node.injection.exec-non-literal
  return execSync('uptime').toString();
}

export default app;
