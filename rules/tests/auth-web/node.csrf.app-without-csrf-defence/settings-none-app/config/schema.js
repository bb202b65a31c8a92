const convict = require('convict');

// the board is embedded in other sites' pages, so its session cookie is sent cross-site by default
const config = convict({
  port: { format: 'port', default: 8080, env: 'PORT' },
  sessionSameSite: {
    doc: 'SameSite attribute of the session cookie',
    format: ['strict', 'lax', 'none'],
    default: 'none',
    env: 'BOARD_SESSION_SAME_SITE',
  },
});

module.exports = config;
