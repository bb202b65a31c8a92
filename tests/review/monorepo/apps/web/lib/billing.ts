"use server";

import { db } from "./db";

export async function listOrders() {
  return db.order.findMany({ take: 20 });
}

export async function refundOrder(orderId: string) {
  return db.order.update({ where: { id: orderId }, data: { status: "refunded" } });
}
