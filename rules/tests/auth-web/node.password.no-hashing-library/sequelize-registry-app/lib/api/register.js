const Model = require('../../models');

// the models are reached through the registry object (`Model.users`), the record written where the
// request's password arrives: the sign-up is where the hash belongs
module.exports = function register(req, res) {
  const { username, password } = req.body;
  Model.users.findOne({ where: { username } }).then((existing) => {
    if (existing) {
      return res.status(409).json({ error: 'taken' });
    }
    // ruleid: node.password.no-hashing-library
    return Model.users.create({
      username: username,
      password: password,
    }).then(() => res.json({ ok: true }));
  });
};

module.exports.note = function note(req, res) {
  // ok: node.password.no-hashing-library
  Model.notes.create({ body: req.body.body }).then(() => res.json({ ok: true }));
};
