const express = require('express');
const session = require('express-session');
const finale = require('finale-rest');
const models = require('./models');
const auth = require('./auth');

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
app.use(express.json());

// staff sign-in in front of the back-office API, a sign-in in front of the orders
app.use('/api/admin', auth.requireStaff);
app.use('/api/orders', auth.isAuthenticated);
// only the paths below /api/coupons: the list and create endpoints at /api/coupons itself are open
app.all('/api/coupons/*', auth.isAuthenticated);

finale.initialize({ app, sequelize: models.sequelize });
// ok: node.authz.generated-rest-resource-unguarded
finale.resource({ model: models.Supplier, endpoints: ['/api/admin/suppliers', '/api/admin/suppliers/:id'] });
// ok: node.authz.generated-rest-resource-unguarded
finale.resource({ model: models.Order, endpoints: ['/api/orders', '/api/orders/:id'] });
// ruleid: node.authz.generated-rest-resource-unguarded
finale.resource({ model: models.Coupon, endpoints: ['/api/coupons', '/api/coupons/:id'] });

app.listen(3000);
