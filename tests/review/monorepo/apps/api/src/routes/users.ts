import express from "express";
import { db } from "../db";

export const users = express.Router();

users.get("/:id", async (req, res) => {
  const user = await db.user.findUnique({ where: { id: req.params.id } });
  res.json(user);
});
