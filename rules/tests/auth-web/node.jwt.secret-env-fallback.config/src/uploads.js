const jwt = require('jsonwebtoken');
const settings = require('./settings');

const uploadKey = settings?.security?.jwt?.key || 'uploads_jwt_secret';

function uploadToken(roomId) {
  return jwt.sign({ scope: 'upload', roomId }, uploadKey, { expiresIn: '1h' });
}

function isSupportRoom(req) {
  return req.query.roomId === settings.security.widget.roomId;
}

module.exports = { uploadToken, isSupportRoom };
