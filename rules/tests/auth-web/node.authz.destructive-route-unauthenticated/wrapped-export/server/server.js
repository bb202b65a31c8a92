import express from 'express';
import jwt from 'jsonwebtoken';
import deleteAllInteractionsHandler from '../api/interactions-delete-all.js';
import resetInteractionsHandler from '../api/interactions-reset.js';

const app = express();
app.use(express.json());

app.post('/api/auth/login', async (req, res) => {
  const user = await findUser(req.body.email, req.body.password);
  if (!user) return res.sendStatus(401);
  res.cookie('token', jwt.sign({ id: user.id, role: user.role }, process.env.JWT_SECRET), { httpOnly: true });
  res.json({ ok: true });
});

// ok: node.authz.destructive-route-unauthenticated
app.delete('/api/interactions/delete-all', deleteAllInteractionsHandler);
// ruleid: node.authz.destructive-route-unauthenticated
app.delete('/api/interactions/reset', resetInteractionsHandler);

async function findUser(email, password) {
  return email && password ? { id: 1, role: 'user' } : null;
}

app.listen(3000);
