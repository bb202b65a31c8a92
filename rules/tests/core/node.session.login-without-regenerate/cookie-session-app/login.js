// cookie-session keeps the whole session in a signed cookie: signing in writes a new one
module.exports = function login(app, users) {
  app.post('/login', async (req, res) => {
    const user = await users.check(req.body.username, req.body.password);
    if (!user) return res.status(401).send('Invalid username or password');
    // ok: node.session.login-without-regenerate
    req.session.userId = user.id;
    res.redirect('/');
  });
};
