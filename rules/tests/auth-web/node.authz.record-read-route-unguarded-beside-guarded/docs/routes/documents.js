const express = require('express');
const { prisma } = require('../prisma');
const { requireUser } = require('../auth');

const router = express.Router();

router.get('/documents/:id', requireUser, async (req, res) => {
  res.json(await prisma.document.findFirst({ where: { id: req.params.id, ownerId: req.user.id } }));
});

// two record reads open beside the private one: a published share link and its embed, public by design
// ok: node.authz.record-read-route-unguarded-beside-guarded
router.get('/shared/:shareId', async (req, res) => {
  res.json(await prisma.share.findUnique({ where: { id: req.params.shareId }, include: { document: true } }));
});

// ok: node.authz.record-read-route-unguarded-beside-guarded
router.get('/embed/:shareId', async (req, res) => {
  res.render('embed', { share: await prisma.share.findUnique({ where: { id: req.params.shareId } }) });
});

module.exports = router;
