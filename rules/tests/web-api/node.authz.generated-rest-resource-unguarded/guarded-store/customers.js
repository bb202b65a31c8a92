const epilogue = require('epilogue');
const models = require('./models');
const { protect } = require('./security/resources');

// ok: node.authz.generated-rest-resource-unguarded
const customers = epilogue.resource({ model: models.Customer, endpoints: ['/api/customers', '/api/customers/:id'] });
protect(customers);

module.exports = customers;
