const express = require("express");
const session = require("express-session");
const cookieSession = require("cookie-session");
const MongoStore = require("connect-mongo");

// The session secret held in a constant of the file before the options name it.
// ruleid: node.session.hardcoded-secret
const SESSION_SECRET = "keyboard-cat-session-9f3b";
// ruleid: node.session.hardcoded-secret
const LEGACY_KEY = "legacy-cookie-key-2019";
// A constant the session options name that is no secret, and one read from the environment.
// ok: node.session.hardcoded-secret
const SESSION_NAME = "acme.sid";
// ok: node.session.hardcoded-secret
const COOKIE_SECRET = process.env.COOKIE_SECRET;
// A secret constant the session never sees (another rule's to judge).
// ok: node.session.hardcoded-secret
const WEBHOOK_SECRET = "whsec-not-a-session-key-42";
// Reassignable: the value the options read is not known here.
// ok: node.session.hardcoded-secret
let rotatingSecret = "initial-rotating-secret-1";

const app = express();
app.use(
  session({
    name: SESSION_NAME,
    store: MongoStore.create({ mongoUrl: process.env.MONGO_URL }),
    secret: SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
  }),
);
app.use("/legacy", cookieSession({ name: "legacy", keys: [LEGACY_KEY] }));
app.use("/signed", cookieSession({ name: "signed", keys: [COOKIE_SECRET] }));
app.use("/rotating", session({ secret: rotatingSecret, resave: false }));
app.post("/hooks", (req, res) => res.sendStatus(req.get("x-secret") === WEBHOOK_SECRET ? 204 : 401));

module.exports = app;
