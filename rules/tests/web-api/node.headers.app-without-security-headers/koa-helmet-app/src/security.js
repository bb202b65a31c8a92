const helmet = require('koa-helmet');

exports.harden = (app) => {
  app.use(helmet());
};
