const express = require("express");
const { Note } = require("../models");

const router = express.Router();
const requireUser = (req, res, next) => (req.cookies.session_token ? next() : res.sendStatus(401));

// ok: node.csrf.route-without-the-apps-csrf-check
router.post("/", requireUser, async (req, res) => {
  res.json(await Note.create({ ...req.body, owner: req.cookies.session_token }));
});
// ok: node.csrf.route-without-the-apps-csrf-check
router.post("/import", requireUser, verifyCsrfToken, async (req, res) => {
  res.json(await Note.bulkCreate(req.body.notes));
});
module.exports = router;
