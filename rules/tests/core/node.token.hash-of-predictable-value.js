const md5 = require('md5');
const sha1 = require('sha1');
const MD5 = require('crypto-js/md5');
const crypto = require('crypto');

async function startPasswordReset(user) {
  // ruleid: node.token.hash-of-predictable-value
  const resetToken = md5(user.email + Date.now());
  await User.updateOne({ _id: user.id }, { resetToken, resetExpires: Date.now() + 3600e3 });
  return resetToken;
}

async function issueApiKey(account) {
  // ruleid: node.token.hash-of-predictable-value
  account.apiKey = sha1(account.username + new Date().getTime());
  await account.save();
}

function inviteLink(team, email) {
  // ruleid: node.token.hash-of-predictable-value
  return { url: `/join/${team.id}`, inviteToken: MD5(email + team.id).toString() };
}

async function startPasswordResetSafely(user) {
  // ok: node.token.hash-of-predictable-value
  const resetToken = crypto.randomBytes(32).toString('hex');
  await User.updateOne({ _id: user.id }, { resetToken });
  return resetToken;
}

function cacheHeaders(body) {
  // ok: node.token.hash-of-predictable-value
  const etag = md5(JSON.stringify(body) + Date.now());
  return { ETag: etag };
}

function sessionId() {
  // ok: node.token.hash-of-predictable-value
  const sessionId = md5(crypto.randomBytes(16).toString('hex') + Date.now());
  return sessionId;
}

module.exports = { startPasswordReset, issueApiKey, inviteLink, startPasswordResetSafely, cacheHeaders, sessionId };
