const express = require('express');
const { requireAuth } = require('./middleware');
const { Boards, Teams, Users } = require('./models');

const router = express.Router();

// Throws 401 without a user and 403 unless that user is an administrator.
const Authentication = {
  async checkAdmin(userId) {
    if (userId === undefined) throw Object.assign(new Error('Unauthorized'), { status: 401 });
    const admin = await Users.findOne({ _id: userId, isAdmin: true });
    if (!admin) throw Object.assign(new Error('Forbidden'), { status: 403 });
  },
};

router.get('/api/boards/:id', requireAuth, async (req, res) => {
  res.json(await Boards.findById(req.params.id));
});

// ok: node.authz.admin-route-unguarded
router.put('/api/admin/teams/:teamId/features', async (req, res, next) => {
  try {
    await Authentication.checkAdmin(req.userId);
    await Teams.updateOne({ _id: req.params.teamId }, { $set: { shared: !!req.body.shared } });
    res.json(await Teams.findById(req.params.teamId));
  } catch (error) {
    next(error);
  }
});

// ruleid: node.authz.admin-route-unguarded
router.delete('/api/admin/teams/:teamId', async (req, res) => {
  await Teams.deleteOne({ _id: req.params.teamId });
  res.sendStatus(204);
});

module.exports = router;
