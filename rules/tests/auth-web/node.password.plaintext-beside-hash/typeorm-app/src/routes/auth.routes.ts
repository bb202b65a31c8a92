import bcrypt from 'bcrypt';
import { Router } from 'express';
import { getRepository } from 'typeorm';
import { User } from '../entity/User';

const router = Router();

router.post('/auth/register', async (req, res) => {
  const { username, password } = req.body;
  const users = getRepository(User);
  const newUser = new User();
  newUser.username = username;
  // ruleid: node.password.plaintext-beside-hash
  newUser.password = password;
  newUser.passwordHash = await bcrypt.hash(password, 12);
  await users.save(newUser);
  res.status(201).json({ id: newUser.id });
});

router.post('/auth/import', async (req, res) => {
  const users = getRepository(User);
  for (const row of req.body.users) {
    await users.insert({
      username: row.username,
      // ruleid: node.password.plaintext-beside-hash
      password: row.password,
      passwordHash: await bcrypt.hash(row.password, 12),
    });
  }
  res.sendStatus(204);
});

router.post('/auth/login', async (req, res) => {
  const { username, password } = req.body;
  const user = await getRepository(User).findOne({ where: { username } });
  if (user && !user.passwordHash && user.password === password) {
    // the legacy row moved to a hash on its next login, the old column cleared
    user.passwordHash = await bcrypt.hash(password, 12);
    // ok: node.password.plaintext-beside-hash
    user.password = null;
    await getRepository(User).save(user);
  }
  res.sendStatus(user ? 200 : 401);
});

router.post('/auth/change-password', async (req, res) => {
  const user = await getRepository(User).findOneOrFail({ where: { id: req.user.id } });
  // ok: node.password.plaintext-beside-hash
  user.passwordHash = await bcrypt.hash(req.body.newPassword, 12);
  await getRepository(User).save(user);
  res.sendStatus(204);
});

export default router;
