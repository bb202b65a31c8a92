import pino from 'pino';
import express from 'express';

const logger = pino();
const router = express.Router();

router.post('/login', (req, res) => {
  // ok: node.logging.request-data-line-break
  logger.error(`Failed login for ${req.body.username}`);
  res.status(401).end();
});

export default router;
