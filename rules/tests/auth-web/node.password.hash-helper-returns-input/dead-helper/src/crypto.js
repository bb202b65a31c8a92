// kept for the old import script, which no longer runs; nothing calls it
// ok: node.password.hash-helper-returns-input
function encryptPassword(pwd) {
  return pwd;
}

module.exports = { encryptPassword };
