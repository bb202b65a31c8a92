const express = require("express");
const path = require("path");
const fs = require("fs");
const { z } = require("zod");
const { uuidPattern, storedNamePattern, relativeNamePattern } = require("../formats");

const router = express.Router();
const DOCUMENTS_DIR = path.join(__dirname, "../../documents");

const DocumentParams = z.object({
  personId: z.string().regex(uuidPattern),
  filename: z.string().regex(storedNamePattern),
});

// the schema's parse throws before the path is built: both parts are hex or a uuid
router.get("/:personId/document/:filename", async (req, res, next) => {
  try {
    z.object({
      personId: z.string().regex(uuidPattern),
      filename: z.string().regex(storedNamePattern),
    }).parse(req.params);
  } catch (e) {
    return next(Object.assign(new Error(`Invalid document request: ${e}`), { status: 400 }));
  }
  const file = path.join(DOCUMENTS_DIR, req.params.personId, req.params.filename);
  // ok: node.path.send-file-request-input
  res.sendFile(file);
});

// a schema declared once, parsed as a statement of the handler
router.get("/:personId/preview/:filename", async (req, res) => {
  DocumentParams.parse(req.params);
  const file = path.join(DOCUMENTS_DIR, req.params.personId, req.params.filename);
  // ok: node.path.send-file-request-input
  res.sendFile(file);
});

// the signed-in user's organisation beside the checked parts: only request data needs the check
router.get("/:personId/scan/:filename", async (req, res, next) => {
  try {
    DocumentParams.parse(req.params);
  } catch (e) {
    return next(Object.assign(new Error(`Invalid scan request: ${e}`), { status: 400 }));
  }
  const dir = path.join(DOCUMENTS_DIR, `${req.user.organisation}`, "persons", req.params.personId);
  const file = path.join(dir, req.params.filename);
  if (!fs.existsSync(file)) return res.status(404).send({ ok: false });
  // ok: node.path.send-file-request-input
  res.sendFile(file);
});

// the checked parts do not clean an unchecked one beside them
router.get("/:personId/version/:filename", async (req, res, next) => {
  try {
    DocumentParams.parse(req.params);
  } catch (e) {
    return next(Object.assign(new Error(`Invalid version request: ${e}`), { status: 400 }));
  }
  const file = path.join(DOCUMENTS_DIR, req.params.personId, req.query.version, req.params.filename);
  // ruleid: node.path.send-file-request-input
  res.sendFile(file);
});

// the catch logs and goes on: the file name reaches the path unchecked
router.get("/:personId/export/:filename", async (req, res) => {
  try {
    DocumentParams.parse(req.params);
  } catch (e) {
    console.warn("bad export request", e);
  }
  const file = path.join(DOCUMENTS_DIR, req.params.personId, req.params.filename);
  // ruleid: node.path.send-file-request-input
  res.sendFile(file);
});

// a pattern that allows dots and slashes checks nothing a path cares about
router.get("/:personId/attachment/:filename", async (req, res) => {
  z.object({ filename: z.string().regex(relativeNamePattern) }).parse(req.params);
  const file = path.join(DOCUMENTS_DIR, req.params.filename);
  // ruleid: node.path.send-file-request-input
  res.sendFile(file);
});

// the schema checks the body, the path is built from the query
router.post("/:personId/archive", async (req, res) => {
  DocumentParams.parse(req.body);
  const file = path.join(DOCUMENTS_DIR, req.query.folder, "archive.zip");
  if (!fs.existsSync(file)) return res.sendStatus(404);
  // ruleid: node.path.send-file-request-input
  res.download(file);
});

module.exports = router;
