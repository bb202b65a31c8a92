import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { AuthGuard } from './auth/auth.guard';

@Controller('orders')
@UseGuards(AuthGuard)
export class OrdersController {
  @Post()
  create(@Body() order: OrderDto) {
    return this.orders.create(order);
  }
}
