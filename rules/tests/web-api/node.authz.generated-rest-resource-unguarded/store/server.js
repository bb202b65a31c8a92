const express = require('express');
const finale = require('finale-rest');
const models = require('./models');

const app = express();
app.use(express.json());

finale.initialize({ app, sequelize: models.sequelize });
for (const { name, exclude } of [{ name: 'User', exclude: ['password'] }, { name: 'Product', exclude: [] }]) {
  // ruleid: node.authz.generated-rest-resource-unguarded
  finale.resource({ model: models[name], endpoints: [`/api/${name}s`, `/api/${name}s/:id`], excludeAttributes: exclude });
}

app.listen(3000);
