// A NestJS controller writing the file itself: the path is a decorated handler parameter
import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import * as fs from 'fs';
import * as path from 'path';

const STORAGE = '/var/app/storage';

@Controller('files')
export class FilesController {
  @Put('raw')
  async upload(@Query('path') file: string, @Body() raw: string): Promise<string> {
    // ruleid: node.path.fs-request-input
    await fs.promises.writeFile(file, raw);
    return 'stored';
  }

  @Get('raw')
  async download(@Query('name') name: string): Promise<string> {
    // ok: node.path.fs-request-input
    return fs.promises.readFile(path.join(STORAGE, path.basename(name)), 'utf8');
  }
}

@Controller('downloads')
export class DownloadsController {
  @Get(':filename')
  async download(@Param('filename') filename: string, @Query('dir') dir?: string): Promise<Buffer> {
    // ruleid: node.path.fs-request-input
    return fs.promises.readFile(`${dir ?? STORAGE}/${path.basename(filename)}`);
  }

  @Get('exports/:filename')
  async exportFile(@Param('filename') filename: string, @Query('format') format?: string): Promise<Buffer> {
    const ext = format === 'csv' ? 'csv' : 'json';
    // ok: node.path.fs-request-input
    return fs.promises.readFile(path.join(STORAGE, 'exports', `${path.basename(filename)}.${ext}`));
  }
}
