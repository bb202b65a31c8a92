import { Worker } from "bullmq";
import { db } from "../db";

export const receipts = new Worker("receipts", async (job) => {
  await db.receipt.create({ data: { orderId: job.data.orderId } });
});
