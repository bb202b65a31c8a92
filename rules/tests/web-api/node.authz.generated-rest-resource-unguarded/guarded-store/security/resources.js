const { requireStaff } = require('./session');

exports.protect = (resource) => {
  resource.all.auth((req, res, context) => {
    if (!requireStaff(req)) throw new ForbiddenError('staff only');
    return context.continue;
  });
};
