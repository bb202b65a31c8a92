import { Controller, ForbiddenException, Get, Post, Req, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { HasPermission } from '../auth/has-permission.decorator';
import { PermissionGuard } from '../auth/permission.guard';
import { ReportsService } from './reports.service';

@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('mine')
  @UseGuards(AuthGuard('jwt'))
  mine(@Req() req) {
    return this.reports.forUser(req.user.id);
  }

  // ruleid: node.authz.admin-route-login-only
  @Post('admin/rebuild')
  @UseGuards(AuthGuard('jwt'))
  rebuild() {
    return this.reports.rebuildAll();
  }

  // ok: node.authz.admin-route-login-only
  @Get('admin/export')
  @UseGuards(AuthGuard('jwt'), PermissionGuard)
  @HasPermission('reports:export')
  exportAll() {
    return this.reports.exportAll();
  }

  // ok: node.authz.admin-route-login-only
  @Get('admin/usage')
  @UseGuards(AuthGuard('jwt'))
  usage(@Req() req) {
    if (!req.user.isAdmin) throw new ForbiddenException();
    return this.reports.usage();
  }
}
