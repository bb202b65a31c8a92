const express = require('express');
const path = require('path');
const passport = require('passport');

// ruleid: node.headers.app-without-security-headers
const app = express();

app.set('view engine', 'ejs');
app.use(express.static(path.join(__dirname, 'public')));
app.post('/login', passport.authenticate('local', { successRedirect: '/', failureRedirect: '/login' }));
app.get('/', async (req, res) => res.render('index', { products: await products.list() }));

app.listen(3000);
