// The app's own helper module (no licence of a copied package around it): whether request data
// reaches its exported functions (a route may pass req.params.name) is not shown, so the path it
// opens stays a review item.
const fs = require('fs');
const path = require('path');

const UPLOADS = path.join(__dirname, '..', 'uploads');

function removeUpload(name, callback) {
  // ruleid: node.path.fs-request-input
  fs.unlink(path.join(UPLOADS, name), callback);
}

module.exports = { removeUpload };
