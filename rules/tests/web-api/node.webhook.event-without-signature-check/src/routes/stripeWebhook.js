const express = require('express');
const Stripe = require('stripe');

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
const router = express.Router();

router.post('/stripe', express.raw({ type: 'application/json' }), async (req, res) => {
  let event;
  try {
    // ok: node.webhook.event-without-signature-check
    const sig = req.headers['stripe-signature'];
    event = stripe.webhooks.constructEvent(req.body, sig, process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).send('Invalid signature');
  }
  if (event.type === 'invoice.paid') {
    await markInvoicePaid(event.data.object.id);
  }
  // ok: node.webhook.event-without-signature-check
  const raw = req.body;
  res.json({ received: true, size: raw.length });
});

module.exports = router;
