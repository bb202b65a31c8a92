const User = require('../models/user');

module.exports = (router) => {
  router.post('/login', async (req, res) => {
    const user = await User.findOne({ username: String(req.body.username) });
    if (!user || user.password !== String(req.body.password)) return res.status(401).render('login');
    req.session.regenerate(() => {
      req.session.userId = user.id;
      res.redirect('/');
    });
  });
};
