const finale = require('finale-rest');
const { Order } = require('../models');

// ruleid: node.authz.generated-rest-resource-unguarded
const orders = finale.resource({ model: Order, endpoints: ['/api/Orders', '/api/Orders/:id'] });

module.exports = orders;
