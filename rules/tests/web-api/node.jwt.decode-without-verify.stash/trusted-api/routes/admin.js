const express = require('express');
const Tenant = require('../models/tenant');

const router = express.Router();

router.delete('/tenants/:id', async (req, res) => {
  // the unverified claims decide: whoever writes role=owner in a token deletes the tenant
  if (req.unverifiedClaims.role !== 'owner') return res.status(403).json({ error: 'forbidden' });
  await Tenant.deleteOne({ _id: req.params.id });
  res.sendStatus(204);
});

module.exports = router;
