const router = require('express').Router();
const jwt = require('jsonwebtoken');

router.post('/login', async (req, res) => {
  const user = await Users.check(req.body.username, req.body.password);
  res.cookie('authToken', jwt.sign({ id: user.id }, process.env.JWT_SECRET));
  res.redirect('/');
});

// the Origin is only tested for presence and reflected into CORS: it defends nothing
router.post('/edit-password', (req, res) => {
  if (req.get('origin') !== undefined) {
    res.header('Access-Control-Allow-Origin', req.get('origin'));
    res.header('Access-Control-Allow-Credentials', 'true');
  }
  Users.setPassword(jwt.verify(req.cookies.authToken, process.env.JWT_SECRET).id, req.body.password);
  res.sendStatus(204);
});

module.exports = router;
