const express = require('express');
const router = express.Router();

/* modify the signed-in user's data */
router.put('/modify', async function (req, res) {
  if (!req.session.user) {
    return res.send({ msg: 'login first' });
  }
  const collection = req.db.get('userlist');
  const query = req.body;
  // ruleid: node.api.request-body-self-update
  collection.findOneAndUpdate({ username: req.session.user.username }, { $set: query }, function (err, result) {
    if (result) req.session.user = result;
    res.send(err === null ? { msg: '' } : { msg: err });
  });
});

/* the same form, with the fields a user may change picked out */
router.put('/modify-picked', async function (req, res) {
  const collection = req.db.get('userlist');
  const { email, fullname, location } = req.body;
  // ok: node.api.request-body-self-update
  collection.findOneAndUpdate({ username: req.session.user.username }, { $set: { email, fullname, location } }, function (err) {
    res.send(err === null ? { msg: '' } : { msg: err });
  });
});

router.patch('/profile', ensureLoggedIn, async (req, res) => {
  // ruleid: node.api.request-body-self-update
  const user = await User.findByIdAndUpdate(req.user._id, { ...req.body, updatedAt: new Date() }, { new: true });
  res.json({ id: user.id });
});

/* per-user preferences keyed by a userId field: not the account row */
router.put('/preferences', ensureLoggedIn, async (req, res) => {
  // ok: node.api.request-body-self-update
  await Preferences.updateOne({ userId: req.user.id }, { $set: req.body }, { upsert: true });
  res.status(204).end();
});

/* an admin's edit of any account: node.api.request-body-mass-assignment's matter, not this rule's */
router.put('/admin/users/:id', requireAdmin, async (req, res) => {
  // ok: node.api.request-body-self-update
  await User.updateOne({ _id: req.params.id }, { $set: req.body });
  res.status(204).end();
});

module.exports = router;

/* an app service's own update(ownerId, selector, changes): the record is a dashboard, not the account */
router.patch('/dashboards/:selector', ensureLoggedIn, async (req, res) => {
  // ok: node.api.request-body-self-update
  const dashboard = await services.dashboard.update(req.user.id, req.params.selector, req.body);
  res.json(dashboard);
});
