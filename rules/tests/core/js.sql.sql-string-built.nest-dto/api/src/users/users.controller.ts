// The DTO is declared in another file; its class-validator decorators, run by the app's global
// ValidationPipe (main.ts), decide which fields can only hold a UUID, a listed word or a number.
import { Body, Controller, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SearchUsersDto } from './dto/search-users.dto';

@Controller('users')
export class UsersController {
  constructor(private readonly dataSource: DataSource) {}

  @Post('search')
  async search(@Body() dto: SearchUsersDto) {
    // ok: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM users WHERE team_id = '${dto.teamId}' AND status = '${dto.status}' ORDER BY ${dto.sortBy} LIMIT ${dto.limit}`);
  }

  @Post('columns')
  async columns(@Body() { column, limit }: SearchUsersDto) {
    // ok: js.sql.sql-string-built
    return this.dataSource.query(`SELECT ${column} FROM users LIMIT ${limit}`);
  }

  @Post('by-name')
  async byName(@Body() dto: SearchUsersDto) {
    // ruleid: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM users WHERE name = '${dto.name}'`);
  }

  @Post('by-name-destructured')
  async byNameDestructured(@Body() { name, sortBy }: SearchUsersDto) {
    // ruleid: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM users WHERE name = '${name}' ORDER BY ${sortBy}`);
  }

  @Post('notes')
  async notes(@Body() dto: SearchUsersDto) {
    // an anchored pattern that still lets a quote through decides nothing
    // ruleid: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM notes WHERE body = '${dto.note}'`);
  }
}
