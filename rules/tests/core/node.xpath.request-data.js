const express = require('express');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');
const fs = require('fs');

const router = express.Router();
const doc = new DOMParser().parseFromString(fs.readFileSync('data/users.xml', 'utf8'));

router.post('/login', (req, res) => {
  const { username, password } = req.body;
  const query = "//user[name/text()='" + username + "' and password/text()='" + password + "']";
  // ruleid: node.xpath.request-data
  const match = xpath.select(query, doc);
  res.json({ ok: match.length > 0 });
});

router.get('/users/:id', (req, res) => {
  const id = Number(req.params.id);
  // ok: node.xpath.request-data
  const nodes = xpath.select(`//user[@id='${id}']/name/text()`, doc);
  res.json({ name: nodes.length ? nodes[0].nodeValue : null });
});

router.get('/release/:release', (req, res) => {
  const release = decodeURI(req.params.release);
  // ruleid: node.xpath.request-data
  const result = xpath.evaluate(`//config/release[text()='${release}']`, doc, null, xpath.XPathResult.ANY_TYPE, null);
  res.send(String(result.iterateNext()));
});

router.get('/roles/:role', (req, res) => {
  const ROLES = ['admin', 'editor', 'viewer'];
  const { role } = req.params;
  if (!ROLES.includes(role)) return res.sendStatus(400);
  // ok: node.xpath.request-data
  res.json(xpath.select(`//user[role='${role}']/name/text()`, doc).map(String));
});

module.exports = router;
