const cookieParser = require('cookie-parser');

// ok: node.cookie.parser-secret-literal
module.exports = (app) => app.use(cookieParser(process.env.COOKIE_SECRET));
