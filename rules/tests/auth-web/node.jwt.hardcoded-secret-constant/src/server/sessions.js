const express = require("express");
const session = require("express-session");
const cookieSession = require("cookie-session");
const jwt = require("jsonwebtoken");
const RedisStore = require("connect-redis").default;

const app = express();

// express-session keeps the session in its store: the cookie carries a random id
// ok: node.jwt.hardcoded-secret-constant
const SESSION_SECRET = "keyboard-cat-session-9f3b";
app.use(session({ store: new RedisStore({ client: app.locals.redis }), secret: SESSION_SECRET, resave: false }));

// cookie-session puts the session itself in the cookie: the key forges any session
// ruleid: node.jwt.hardcoded-secret-constant
const COOKIE_SECRET = "cookie-sealing-key-71ac2e";
app.use("/legacy", cookieSession({ name: "legacy", keys: [COOKIE_SECRET] }));

// named for sessions, but it signs the API's tokens
// ruleid: node.jwt.hardcoded-secret-constant
const sessionSecret = "api-session-token-key-5d1e";
app.post("/api/session", (req, res) => res.json({ token: jwt.sign({ sub: req.user.id }, sessionSecret) }));

module.exports = app;
