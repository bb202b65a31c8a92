class AccountController {
  async rename(req, res) {
    const name = req.body.displayName;
    if (name.length > 64) {
      // ruleid: node.xss.send-request-data
      return res.status(400).send(`<p>Name too long: ${name}</p>`);
    }
    req.user.displayName = name;
    res.redirect('/account');
  }
}

module.exports = new AccountController();
