import express from 'express';
import passport from 'passport';
import { prisma } from './prisma.ts';
import adminRouter from './admin/index.ts';

const router: express.Router = express.Router();

router.use('/admin', passport.initialize(), adminRouter);

// any signed-in user: the 'user' strategy checks a session, no role
router.get('/feed', passport.authenticate('user', { session: false }), async (req, res) => {
  const items = await prisma.fei.findMany({
    // ruleid: node.api.unbounded-page-size
    take: Number(req.query.limit),
  });
  res.json(items);
});

export default router;
