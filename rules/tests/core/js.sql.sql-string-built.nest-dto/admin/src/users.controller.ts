// Another app of the repository registers no ValidationPipe: the same decorators are never run, and
// the body holds whatever the client sent.
import { Body, Controller, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SearchUsersDto } from '../../api/src/users/dto/search-users.dto';

@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly dataSource: DataSource) {}

  @Post('search')
  async search(@Body() dto: SearchUsersDto) {
    // ruleid: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM users WHERE team_id = '${dto.teamId}' ORDER BY ${dto.sortBy}`);
  }
}
