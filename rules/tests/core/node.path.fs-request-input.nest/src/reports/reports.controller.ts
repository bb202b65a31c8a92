// A NestJS controller: the service is injected through the constructor, its methods run with
// the request's parameters.
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ReportsService } from './reports.service';

@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get(':tenant/:file')
  // flow-source: node.path.fs-request-input
  async download(@Param('tenant') tenant: string, @Param('file') file: string) {
    // flow-via: node.path.fs-request-input
    return this.reports.download(tenant, file);
  }

  @Get('template')
  async template(@Query('format') format: string) {
    return this.reports.template(format);
  }
}
