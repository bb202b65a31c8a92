const { PasswordHash } = require('phpass');

module.exports = class UserController {
  async postAction(ctx) {
    const data = ctx.request.body;
    const hasher = new PasswordHash();
    data.password = hasher.hashPassword(data.password);
    return this.model('Users').add(data);
  }
};
