const { Router } = require('express');
const { Webhook } = require('../../entity/Webhook');

const notificationRoutes = Router();

notificationRoutes.post('/webhooks', async (req, res) => {
  // mounted under the admin-only settings router
  // ok: node.api.request-body-mass-assignment
  const webhook = new Webhook(req.body);
  await webhook.save();
  res.status(201).json(webhook);
});

module.exports = notificationRoutes;
