import { exec, execSync } from 'node:child_process';
import express from 'express';

const app = express();
const BUILD_COMMAND = 'npm run build --silent';

app.post('/admin/run', (req, res) => {
  // ruleid: node.injection.exec-non-literal
  exec(req.body.command, (err, stdout) => res.json({ ok: !err, stdout }));
});

function runInWorkspace(command: string, cwd: string) {
  // ruleid: node.injection.exec-non-literal
  return execSync(command, { cwd, encoding: 'utf8' });
}

app.post('/workspaces/:id/run', (req, res) => {
  res.send(runInWorkspace(req.body.script, `/srv/ws/${Number(req.params.id)}`));
});

function buildCommand(target: 'web' | 'api'): string {
  return target === 'web' ? 'npm run build:web' : 'npm run build:api';
}

app.post('/deploy', (req, res) => {
  const command = buildCommand(req.body.target === 'web' ? 'web' : 'api');
  // ok: node.injection.exec-non-literal
  exec(command, () => res.sendStatus(202));
});

// an exported wrapper no code here calls: reported for review (info), the origin is not shown
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
