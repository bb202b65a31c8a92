import { Body, Controller, Delete, Param, Post, UseGuards } from '@nestjs/common';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ProjectsService } from './projects.service';

@Controller('projects')
@UseGuards(JwtAuthGuard)
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Post()
  create(@Body() body: { name: string }) {
    return this.projects.create(body.name);
  }

  @Delete(':name')
  remove(@Param('name') name: string) {
    return this.projects.remove(name);
  }
}
