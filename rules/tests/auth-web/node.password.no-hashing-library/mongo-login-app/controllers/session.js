const Account = require('../models/account');

const findAccount = async function (filter) {
  return Account.findOne(filter, '-_id');
};

exports.login = function (req, res) {
  // the filter object of the login: the password column matched with the password as typed
  // ruleid: node.password.no-hashing-library
  const filter = {
    username: String(req.body.username),
    password: String(req.body.password),
  };
  findAccount(filter).then((account) => res.json({ ok: Boolean(account) }));
};

exports.profile = function (req, res) {
  // ok: node.password.no-hashing-library
  const filter = { username: String(req.query.username) };
  findAccount(filter).then((account) => res.json({ role: account && account.role }));
};
