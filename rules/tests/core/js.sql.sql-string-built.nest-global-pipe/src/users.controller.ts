// The app registers `new ValidationPipe({ transform: true })` for every route (main.ts): Nest converts
// a parameter declared `number` to a number before the handler runs.
import { Controller, Get, Param, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Controller('users')
export class UsersController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id')
  async findOne(@Param('id') id: number) {
    // ok: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM users WHERE id = ${id}`);
  }

  @Get()
  async search(@Query('name') name: string) {
    // ruleid: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM users WHERE name = '${name}'`);
  }
}
