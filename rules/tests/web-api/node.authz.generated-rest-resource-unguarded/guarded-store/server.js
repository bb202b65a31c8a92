const express = require('express');
const epilogue = require('epilogue');
const models = require('./models');
const { protect } = require('./security/resources');

const app = express();
epilogue.initialize({ app, sequelize: models.sequelize });
// ok: node.authz.generated-rest-resource-unguarded
const products = epilogue.resource({ model: models.Product, endpoints: ['/api/products', '/api/products/:id'] });
protect(products);

app.listen(3000);
