import express from 'express';
import passport from 'passport';
import carcassesRouter from './carcasses.ts';

// every route below answers only users the 'admin' strategy admits (isAdmin accounts)
const router: express.Router = express.Router();

router.use(passport.authenticate('admin', { session: false }));
router.use(carcassesRouter);

export default router;
