const jwt = require('jsonwebtoken');

module.exports = {
  login: async (req, res) => {
    const user = await User.authenticate(req.body.username, req.body.password);
    if (!user) return res.status(401).send({ error: 'Unauthorized' });
    const token = jwt.sign({ user: user.username }, process.env.JWT_SECRET, { expiresIn: '2h' });
    res.setHeader('Set-Cookie', `auth_token=${token}; HttpOnly; Path=/`);
    return res.json({ token });
  },

  profile: async (req, res) => {
    const token = req.headers.authorization.split(' ')[1]; // Bearer <token>
    const decoded = jwt.verify(token, process.env.JWT_SECRET);
    return res.json(await User.findOne({ username: decoded.user }));
  },

  // the admin route takes its JWT from the auth cookie, which a cross-site form sends
  adminCreateUser: async (req, res) => {
    let token;
    if (req.headers.cookie) {
      const found = req.headers.cookie.split(';').find((c) => c.trim().startsWith('auth_token='));
      if (found) token = found.split('=')[1];
    }
    if (!token) return res.status(401).send({ error: 'Unauthorized' });
    const decoded = jwt.verify(token, process.env.JWT_SECRET);
    const admin = await User.findOne({ username: decoded.user });
    if (!admin || !admin.admin) return res.status(403).send({ error: 'Forbidden' });
    return res.status(201).json(await User.create(req.body));
  },
};
