// NestJS: a GraphQL resolver's arguments and a controller's query parameters are the client's.
import { Controller, Get, Query } from '@nestjs/common';
import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';

@Resolver()
export class ProductsResolver {
  constructor(private readonly dataSource: DataSource) {}

  @Mutation(() => Boolean)
  async viewProduct(@Args('productName') productName: string): Promise<boolean> {
    // ruleid: js.sql.sql-string-built
    const query = `UPDATE product SET views_count = views_count + 1 WHERE name = '${productName}'`;
    await this.dataSource.query(query);
    return true;
  }

  @Mutation(() => Boolean)
  async viewProductSafe(@Args('productName') productName: string): Promise<boolean> {
    // ok: js.sql.sql-string-built
    const query = 'UPDATE product SET views_count = views_count + 1 WHERE name = $1';
    await this.dataSource.query(query, [productName]);
    return true;
  }

  @Mutation(() => Boolean)
  async bump(@Args('id', { type: () => Int }) id: number): Promise<boolean> {
    // ok: js.sql.sql-string-built
    await this.dataSource.query(`UPDATE product SET views_count = views_count + 1 WHERE id = ${id}`);
    return true;
  }
}

@Controller('products')
export class ProductsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('search')
  async search(@Query('name') name: string) {
    // ruleid: js.sql.sql-string-built
    return this.dataSource.query(`SELECT id, name FROM product WHERE name ILIKE '%${name}%'`);
  }
}
