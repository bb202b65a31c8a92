import request from "supertest";
import express from "express";
import { users } from "./users";

const app = express();
app.use("/users", users);

test("returns a user", async () => {
  const res = await request(app).get("/users/1");
  expect(res.status).toBe(200);
});
