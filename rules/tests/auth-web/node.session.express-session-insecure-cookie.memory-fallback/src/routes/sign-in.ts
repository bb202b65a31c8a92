import { Router } from 'express';

export const signIn = Router();

signIn.post('/sign-in', async (req, res) => {
  req.session.emailAddress = req.body.emailAddress;
  req.session.userId = await verify(req.body.emailAddress, req.body.password);
  res.redirect('/services');
});
