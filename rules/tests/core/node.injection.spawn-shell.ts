import { spawn, spawnSync, execFile } from 'child_process';
import type { Request, Response } from 'express';

export function convert(req: Request, res: Response) {
  // ruleid: node.injection.spawn-shell
  const child = spawn('convert', [req.body.input, '-strip', 'out.png'], { shell: true });
  child.on('close', (code) => res.json({ code }));
}

export function convertSafe(req: Request, res: Response) {
  // ok: node.injection.spawn-shell
  const child = spawn('convert', [String(req.body.input), '-strip', 'out.png']);
  child.on('close', (code) => res.json({ code }));
}

export function archive(name: string, dir: string) {
  // ruleid: node.injection.spawn-shell
  return spawnSync('sh', ['-c', `tar -czf ${name}.tgz ${dir}`], { stdio: 'inherit' });
}

export function archiveSafe(name: string, dir: string) {
  // ok: node.injection.spawn-shell
  return spawnSync('tar', ['-czf', `${name}.tgz`, '--', dir], { stdio: 'inherit' });
}

export function runScript(script: string, cb: (err: Error | null) => void) {
  // ruleid: node.injection.spawn-shell
  execFile(script, { shell: '/bin/bash', cwd: '/srv/app' }, cb);
}

export function buildAll() {
  // ok: node.injection.spawn-shell
  return spawn('npm', ['run', 'build'], { shell: true, stdio: 'inherit' });
}
