module.exports = {
  ORDERS_TABLE: 'orders',
  REPORT_SCHEMA: process.env.REPORT_SCHEMA,
};
