// Copied to settings.js at install; the server requires './settings'.
module.exports = {
  security: {
    jwt: {
      // ruleid: node.jwt.secret-env-fallback
      key: process.env.UPLOAD_JWT_SECRET || 'uploads_jwt_secret',
    },
    widget: {
      // a room name a request may name: comparing it authenticates nothing
      // ok: node.jwt.secret-env-fallback
      roomId: process.env.WIDGET_ROOM_ID || 'support-room',
    },
  },
};
