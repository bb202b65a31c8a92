const express = require('express');
const fileUpload = require('express-fileupload');
const fs = require('node:fs/promises');
const path = require('node:path');
const crypto = require('node:crypto');

const UPLOADS_DIR = path.join(__dirname, 'uploads');
const app = express();
app.use(fileUpload({ useTempFiles: true, tempFileDir: '/tmp/uploads', limits: { fileSize: 50 * 1024 * 1024 } }));

// the form's `data` field, taken by name from the uploads: its temp file is the middleware's own path
app.post('/uploads', async (req, res) => {
  const { data } = req.files || {};
  if (!data) {
    return res.json(null);
  }
  if (data.truncated) {
    // ok: node.path.fs-request-input
    await fs.unlink(data.tempFilePath).catch(() => {});
    return res.status(413).json({ message: 'Uploaded file was truncated' });
  }
  const uploadName = crypto.randomUUID();
  // ok: node.path.fs-request-input
  await fs.rename(data.tempFilePath, path.join(UPLOADS_DIR, uploadName));
  res.json({ name: uploadName });
});

// the client's own file name, kept as the stored name
app.post('/attachments', async (req, res) => {
  const { attachment } = req.files || {};
  // ruleid: node.path.fs-request-input
  await fs.rename(attachment.tempFilePath, path.join(UPLOADS_DIR, attachment.name));
  res.status(201).end();
});

module.exports = app;
