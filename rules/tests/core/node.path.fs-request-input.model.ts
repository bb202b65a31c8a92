// Path traversal on the value model: containment checks after resolving, file names, typed ids.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Body, Controller, Get, ParseIntPipe, Put, Query } from '@nestjs/common';
import type { Request, Response } from 'express';

const STORAGE_ROOT = path.resolve(process.env.STORAGE_ROOT ?? 'storage');

// resolved, then confined with a prefix check on the resolved path
export async function download(req: Request, res: Response) {
  const target = path.resolve(STORAGE_ROOT, String(req.query.file));
  if (!target.startsWith(STORAGE_ROOT + path.sep)) return res.status(400).end();
  // ok: node.path.fs-request-input
  res.send(await fs.readFile(target));
}

// confined with path.relative: no `..` and not absolute
export async function preview(req: Request, res: Response) {
  const target = path.join(STORAGE_ROOT, req.params.name);
  const rel = path.relative(STORAGE_ROOT, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new Error('outside the storage root');
  }
  // ok: node.path.fs-request-input
  res.type('text').send(await fs.readFile(target, 'utf8'));
}

// `..` rejected before the join
export async function remove(req: Request, res: Response) {
  const { name } = req.body;
  if (name.includes('..')) return res.sendStatus(400);
  // ok: node.path.fs-request-input
  await fs.unlink(path.join(STORAGE_ROOT, name));
  res.sendStatus(204);
}

// the check is on another variable than the one opened
export async function rename(req: Request, res: Response) {
  const from = path.join(STORAGE_ROOT, req.body.from);
  const to = path.join(STORAGE_ROOT, req.body.to);
  if (!from.startsWith(STORAGE_ROOT)) return res.sendStatus(400);
  // ruleid: node.path.fs-request-input
  await fs.rename(from, to);
  res.sendStatus(204);
}

@Controller('files')
export class FilesController {
  // NestJS: the path query parameter is written to as given
  @Put('raw')
  async write(@Query('path') file: string, @Body() content: string) {
    // ruleid: node.path.fs-request-input
    await fs.writeFile(file, content);
  }

  // a numeric id names the file (ParseIntPipe converts it before the handler runs)
  @Get('invoice')
  async invoice(@Query('id', ParseIntPipe) id: number) {
    // ok: node.path.fs-request-input
    return fs.readFile(path.join(STORAGE_ROOT, 'invoices', `${id}.pdf`));
  }

  // without a pipe the `number` is the query's text: `../../keys/server` passes
  @Get('receipt')
  async receipt(@Query('id') id: number) {
    // ruleid: node.path.fs-request-input
    return fs.readFile(path.join(STORAGE_ROOT, 'receipts', `${id}.pdf`));
  }
}

// an exported helper no code here calls: whether a request's value reaches it is not shown
// (reported for review, info severity)
export async function readAttachment(fileName: string) {
  // ruleid: node.path.fs-request-input
  return fs.readFile(path.join(STORAGE_ROOT, 'attachments', fileName));
}

// the same helper, called here with the code's own name only
export async function readTemplate(fileName: string) {
  // ok: node.path.fs-request-input
  return fs.readFile(path.join(STORAGE_ROOT, 'templates', fileName));
}

export const welcome = () => readTemplate('welcome.html');

// every character but letters, digits, `.`, `_` and `-` replaced: no separator is left in the name
export async function deliverable(req: Request, res: Response) {
  const name = String(req.params.name || '').replace(/[^a-zA-Z0-9._-]/g, '_');
  // ok: node.path.fs-request-input
  res.send(await fs.readFile(path.join(STORAGE_ROOT, name)));
}

// only spaces replaced: `../` survives
export async function attachment(req: Request, res: Response) {
  const name = String(req.params.name).replace(/[^\S]/g, '-');
  // ruleid: node.path.fs-request-input
  res.send(await fs.readFile(path.join(STORAGE_ROOT, name)));
}
