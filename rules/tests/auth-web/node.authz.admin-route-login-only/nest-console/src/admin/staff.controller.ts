import { Controller, Get, UseGuards } from '@nestjs/common';
import { StaffSessionGuard } from '../auth/staff-session.guard';
import { TicketsService } from './tickets.service';

// the guard's own definition checks the role
@UseGuards(StaffSessionGuard)
// ok: node.authz.admin-route-login-only
@Controller('admin/tickets')
export class StaffTicketsController {
  constructor(private readonly tickets: TicketsService) {}

  @Get()
  open() {
    return this.tickets.open();
  }
}
