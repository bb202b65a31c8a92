import express from 'express';
import { Rider } from '../models/rider';
import { validateUser, withRequestId } from '../util';

const router = express.Router();

// ok: node.authz.record-write-route-unguarded
router.put('/:id', validateUser('Admin'), async (req, res) => {
  const rider = await Rider.findByIdAndUpdate(req.params.id, { accessibility: req.body.accessibility });
  res.send(rider);
});

// ruleid: node.authz.record-write-route-unguarded
router.delete('/:id', withRequestId, async (req, res) => {
  await Rider.findByIdAndDelete(req.params.id);
  res.sendStatus(204);
});

export default router;
