const router = require('express').Router();

// one page sets its own policy; every other page, and the X-Powered-By header, are left as they are
router.get('/checkout', (req, res) => {
  res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self' https://js.stripe.com");
  res.render('checkout');
});

router.get('/', (req, res) => res.render('index'));

module.exports = router;
