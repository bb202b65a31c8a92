import express from 'express';
import { Driver } from '../models/driver';
import { requireAuth } from '../util';

const router = express.Router();

router.put('/:id/availability', requireAuth, async (req, res) => {
  const driver = await Driver.findByIdAndUpdate(req.params.id, { availability: req.body.availability });
  res.send(driver);
});

export default router;
