// NestJS hands a route or query parameter on as the text it arrived as: `id: number` is a string at
// runtime unless a pipe converts it (`ParseIntPipe`, or a transforming ValidationPipe the app registers).
import { Controller, DefaultValuePipe, Get, Param, ParseIntPipe, Query, ValidationPipe } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Controller('users')
export class UsersController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':id')
  async findOne(@Param('id') id: number) {
    // ruleid: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM users WHERE id = ${id}`);
  }

  @Get(':id/posts')
  async posts(@Param('id', ParseIntPipe) id: number) {
    // ok: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM posts WHERE author_id = ${id}`);
  }

  @Get()
  async list(@Query('limit') limit: number) {
    // ruleid: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM users LIMIT ${limit}`);
  }
}

@Controller('posts')
export class PostsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  async page(@Query('offset', new DefaultValuePipe(0), ParseIntPipe) offset: number) {
    // ok: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM posts OFFSET ${offset}`);
  }

  @Get('mine')
  async mine(@Query('archived', new ValidationPipe()) archived: boolean) {
    // a ValidationPipe without transform leaves 'true; DROP TABLE posts' as it came
    // ruleid: js.sql.sql-string-built
    return this.dataSource.query(`SELECT * FROM posts WHERE archived = ${archived}`);
  }
}
