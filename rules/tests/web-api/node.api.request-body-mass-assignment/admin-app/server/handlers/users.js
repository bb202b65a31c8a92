const bcrypt = require('bcrypt');
const query = require('../queries');

async function create(req, res) {
  req.body.password = await bcrypt.hash(req.body.password, 12);
  // registered behind auth.admin only
  // ok: node.api.request-body-mass-assignment
  const created = await query.user.create(req.body);
  res.status(201).json({ id: created.id });
}

async function update(req, res) {
  // any signed-in user: role, banned and verified come from the body too
  // ruleid: node.api.request-body-mass-assignment
  const updated = await query.user.update({ id: req.user.id }, req.body);
  res.json({ id: updated.id });
}

module.exports = { create, update };
