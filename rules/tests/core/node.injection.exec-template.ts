import { exec, execFile, execSync } from 'child_process';
import { promisify } from 'util';
import type { Request, Response } from 'express';

const execAsync = promisify(exec);
const run = promisify(exec);
const VERSION_RE = /^v(\d+)\.(\d+)\.(\d+)$/;

export function thumbnail(req: Request, res: Response) {
  // ruleid: node.injection.exec-template
  exec(`convert uploads/${req.body.file} -resize 200x200 thumbs/${req.body.file}`, (err) => {
    if (err) return res.status(500).end();
    res.sendStatus(201);
  });
}

export function thumbnailSafe(req: Request, res: Response) {
  const name = String(req.body.file);
  // ok: node.injection.exec-template
  execFile('convert', [`uploads/${name}`, '-resize', '200x200', `thumbs/${name}`], (err) => {
    if (err) return res.status(500).end();
    res.sendStatus(201);
  });
}

export function probe(req: Request, res: Response) {
  const { host } = req.query as { host: string };
  const target = host.trim();
  // ruleid: node.injection.exec-template
  exec(`nslookup ${target}`, (err, stdout) => res.type('text').send(stdout));
}

const FORMATS = ['png', 'jpg', 'webp'];
export function transcode(req: Request, res: Response) {
  const format = String(req.query.format);
  if (!FORMATS.includes(format)) return res.sendStatus(400);
  // ok: node.injection.exec-template
  exec(`convert /srv/in.tiff /srv/out.${format}`, () => res.sendFile(`/srv/out.${format}`));
}

// an exported helper no code here calls: reported for review (info), the origin is not shown
export async function commitsSince(ref: string) {
  // ruleid: node.injection.exec-template
  const { stdout } = await execAsync(`git log --oneline ${ref}..HEAD`);
  return stdout.split('\n');
}

export async function resize(file: string, width: number) {
  // ruleid: node.injection.exec-template
  await run(`convert uploads/${file} -resize ${width} thumbs/${file}`);
}

export function diskUsage(dir: string) {
  // ruleid: node.injection.exec-template
  return execSync(`du -sh ${dir}`).toString();
}

export function parseVersion(tag: string) {
  // ok: node.injection.exec-template
  const m = VERSION_RE.exec(`${tag}`);
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : null;
}

export function currentBranch() {
  // ok: node.injection.exec-template
  return execSync(`git rev-parse --abbrev-ref HEAD`).toString().trim();
}

export function printLabel(req: Request, res: Response) {
  // ruleid: node.injection.exec-template
  require('child_process').exec(`lp -d "${req.body.printer}" label.pdf`, () => res.sendStatus(202));
}

export function printCopies(req: Request, res: Response) {
  // ok: node.injection.exec-template
  require('child_process').exec(`lp -n ${Number(req.body.copies)} label.pdf`, () => res.sendStatus(202));
}
