import { Injectable, NotFoundException } from '@nestjs/common';
import { promises as fs } from 'fs';
import * as path from 'path';

const REPORTS_ROOT = path.join(process.cwd(), 'var', 'reports');
const FORMATS = ['csv', 'pdf'];

@Injectable()
export class ReportsService {
  async download(tenant: string, file: string): Promise<Buffer> {
    const target = path.join(REPORTS_ROOT, tenant, file);
    // ruleid: node.path.fs-request-input
    return fs.readFile(target);
  }

  async template(format: string): Promise<string> {
    if (!FORMATS.includes(format)) {
      throw new NotFoundException();
    }
    // ok: node.path.fs-request-input
    return fs.readFile(path.join(REPORTS_ROOT, 'templates', `report.${format}`), 'utf8');
  }
}
