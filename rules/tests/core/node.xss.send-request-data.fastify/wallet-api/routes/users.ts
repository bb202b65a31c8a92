import { db } from "../lib/db";

export default {
  async subscription(req, res) {
    const { subscription } = req.body;
    await db.sAdd(`${req.user.id}:subscriptions`, JSON.stringify(subscription));
    // Fastify answers an object as application/json and a string as text/plain
    // ok: node.xss.send-request-data
    res.send(subscription);
  },

  async greeting(req, res) {
    // ok: node.xss.send-request-data
    res.send(`Hello ${req.query.name}`);
  },
};
