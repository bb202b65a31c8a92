import { Body, Controller, Delete, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { UsersService } from '../users/users.service';

@UseGuards(JwtAuthGuard)
// ruleid: node.authz.admin-route-login-only
@Controller('admin')
export class AdminController {
  constructor(private readonly users: UsersService) {}

  @Get('users')
  listUsers() {
    return this.users.findAll();
  }

  @Patch('users/:id/plan')
  changePlan(@Param('id') id: string, @Body() body: { plan: string }) {
    return this.users.setPlan(id, body.plan);
  }

  @Delete('users/:id')
  removeUser(@Param('id') id: string) {
    return this.users.remove(id);
  }
}
