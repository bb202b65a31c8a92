const express = require('express');
const cookieSession = require('cookie-session');
const cookieParser = require('cookie-parser');
const csrf = require('./middleware/csrf');

// ok: node.csrf.app-without-csrf-defence
const app = express();

app.use(cookieParser(process.env.COOKIE_SECRET));
app.use(cookieSession({ name: 'session', keys: [process.env.SESSION_KEY], httpOnly: true }));
csrf(app);

app.post('/cart', async (req, res) => {
  req.session.cart = [...(req.session.cart || []), req.body.sku];
  res.redirect('/cart');
});

app.listen(8080);
