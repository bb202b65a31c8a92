// The value model: a command built only from constants, numbers and escaped values is quiet.
import { exec, execSync } from 'child_process';
import shellQuote from 'shell-quote';
import type { Request, Response } from 'express';

const FFMPEG = '/usr/bin/ffmpeg';
const PRESETS = { low: '480', high: '1080' } as const;

export function thumbnail(req: Request, res: Response) {
  const seconds = parseInt(String(req.query.t), 10) || 0;
  const quality: keyof typeof PRESETS = req.query.hd === '1' ? 'high' : 'low';
  // ok: node.injection.exec-template
  exec(`${FFMPEG} -ss ${seconds} -vf scale=-1:${PRESETS[quality]} -frames:v 1 /tmp/thumb.png`, () => res.sendFile('/tmp/thumb.png'));
}

export function archive(name: string) {
  // ok: node.injection.exec-template
  execSync(`tar -czf /backups/${shellQuote.quote([name])}.tgz /data`);
}

export function convert(req: Request, res: Response) {
  // ruleid: node.injection.exec-template
  exec(`convert ${req.body.file} -resize 50% out.png`, () => res.sendStatus(204));
}

export function fetchArchive(req: Request, res: Response) {
  // URL encoding leaves ' ( ) * to the shell: not shell quoting
  // ruleid: node.injection.exec-template
  exec(`curl -o /tmp/archive.tgz 'https://mirror.example.com/${encodeURIComponent(String(req.query.name))}'`, () => res.sendStatus(204));
}
