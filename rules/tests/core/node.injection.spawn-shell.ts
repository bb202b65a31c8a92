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

// a dev task runner: the shell gets the operator's own command-line arguments, no outside data
export function runTask() {
  const [task, ...rest] = process.argv.slice(2);
  // ok: node.injection.spawn-shell
  return spawn('tsx', [`scripts/${task}.ts`, ...rest], { shell: true, stdio: 'inherit' });
}

export function preview(req: Request, res: Response) {
  const { theme } = req.body;
  const args = ['build', '--theme', theme];
  // ruleid: node.injection.spawn-shell
  const child = spawn('npx', args, { shell: true });
  child.on('close', (code) => res.json({ code }));
}

export function manageVm(req: Request, res: Response) {
  const { vmName, command } = req.body;
  const line = `vmrun -T ws "${command}" "${vmName}"`;
  // ruleid: node.injection.spawn-shell
  const child = require('child_process').spawn('sh', ['-c', line]);
  child.on('close', (code: number) => res.json({ code }));
}

export function listVms(req: Request, res: Response) {
  // ok: node.injection.spawn-shell
  const child = require('child_process').spawn('vmrun', ['list', String(req.body.host)]);
  child.on('close', (code: number) => res.json({ code }));
}
