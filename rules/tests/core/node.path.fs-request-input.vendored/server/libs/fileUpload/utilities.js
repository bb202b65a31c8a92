'use strict';
// A copy of an upload middleware package kept in the app's tree, with its licence beside it: its
// helpers take the temp and destination paths its callers choose (req.files.<field>.mv(dst) ends
// here). The app's calls into it are scanned with their own sources.
const fs = require('fs');

// ok: node.path.fs-request-input
const deleteFile = (file, callback) => fs.unlink(file, callback);

const moveFile = (src, dst, callback) =>
  // ok: node.path.fs-request-input
  fs.rename(src, dst, (err) => (err ? callback(err) : callback()));

module.exports = { deleteFile, moveFile };
