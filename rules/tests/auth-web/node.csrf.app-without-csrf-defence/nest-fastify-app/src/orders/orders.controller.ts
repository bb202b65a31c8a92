import { Body, Controller, Delete, Param, Post, Session } from '@nestjs/common';
import { OrdersService } from './orders.service';

@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post()
  create(@Session() session: Record<string, string>, @Body() body: { sku: string }) {
    return this.orders.create(session.userId, body.sku);
  }

  @Delete(':id')
  remove(@Session() session: Record<string, string>, @Param('id') id: string) {
    return this.orders.remove(session.userId, id);
  }
}
