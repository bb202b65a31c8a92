const jwt = require("jsonwebtoken");

const jwtSecret = process.env.JWT_SECRET;
// JWT timeout set to 12 hours
const jwtOpts = { algorithm: "HS256", expiresIn: "12h" };

async function login(req, res) {
  // the file's own `sign` below, which passes jwtOpts: the token expires
  // ok: node.jwt.sign-without-expiry
  const token = await sign({
    email: req.user.email,
    id: req.user.id,
    isAdmin: req.user.isAdmin
  });
  res.cookie("jwt", token, { httpOnly: true, secure: true });
  res.json({ isSuccess: true, token });
}

async function inviteLink(req, res) {
  // ruleid: node.jwt.sign-without-expiry
  const invite = jwt.sign({ projectId: req.params.id, invitedBy: req.user.id }, jwtSecret);
  res.json({ url: `/invite/${invite}` });
}

// Helper function to create a session token
async function sign(payload) {
  const token = await jwt.sign(payload, jwtSecret, jwtOpts);
  return token;
}

module.exports = { login, inviteLink };
