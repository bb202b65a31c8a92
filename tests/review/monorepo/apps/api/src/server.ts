import express from "express";
import { users } from "./routes/users";
import { stripeWebhook } from "./webhooks/stripe";

const app = express();
app.post("/webhooks/stripe", express.raw({ type: "application/json" }), stripeWebhook);
app.use(express.json());
app.get("/health", (_req, res) => res.json({ ok: true }));
app.use("/users", users);

app.listen(process.env.PORT ?? 3000);
