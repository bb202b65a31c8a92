import { Router, type Request, type Response } from "express";
import { exec } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { pool } from "../db";
import { requireUser } from "../middleware/auth";

export const orders = Router();

orders.get("/orders/:id", requireUser, async (req: Request, res: Response) => {
  // ruleid: node.sql.query-string-built, js.sql.sql-string-built
  const { rows } = await pool.query(`SELECT * FROM orders WHERE id = ${req.params.id}`);
  res.json(rows[0] ?? null);
});

orders.get("/orders", requireUser, async (req: Request, res: Response) => {
  const { rows } = await pool.query("SELECT * FROM orders WHERE user_id = $1 ORDER BY created_at DESC", [
    req.user!.id,
  ]);
  res.json(rows);
});

orders.get("/orders/:id/invoice", requireUser, (req: Request, res: Response) => {
  const file = path.basename(String(req.query.file ?? "invoice.pdf"));
  res.sendFile(file, { root: path.join(process.cwd(), "invoices") });
});

orders.post("/orders/:id/export", requireUser, (req: Request, res: Response) => {
  const format = req.body.format;
  // ruleid: node.injection.exec-template
  exec(`./bin/export --order ${req.params.id} --format ${format}`, (error, stdout) => {
    if (error) {
      res.status(500).json({ error: "export failed" });
      return;
    }
    res.type("text/csv").send(stdout);
  });
});

export function receiptNumber(): string {
  return crypto.randomUUID();
}

export function checksum(body: string): string {
  return crypto.createHash("sha256").update(body).digest("hex");
}
