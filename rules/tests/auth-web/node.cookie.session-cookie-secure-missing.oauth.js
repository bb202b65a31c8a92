// An OAuth login that keeps the client's own choices in short-lived cookies for the callback: the
// state the client sent, its callback URL and the login method are no credential the server
// issued. The refresh token is one.
const TWO_MINUTES = 2 * 60 * 1000;

class Auth {
  paramsToCookies(req, res, authMethod = 'local') {
    const callback = req.query.redirect_uri || req.query.callback;
    if (req.query.state) {
      // ok: node.cookie.session-cookie-secure-missing
      res.cookie('auth_state', req.query.state, { maxAge: TWO_MINUTES, httpOnly: true });
    }
    if (!this.isValidWebCallbackUrl(callback, req)) {
      return res.status(400).send({ message: 'Invalid callback URL' });
    }
    // ok: node.cookie.session-cookie-secure-missing
    res.cookie('auth_cb', callback, { maxAge: TWO_MINUTES, httpOnly: true });
    // ok: node.cookie.session-cookie-secure-missing
    res.cookie('auth_method', authMethod, { maxAge: 365 * 24 * 3600 * 1000, httpOnly: true });
    return null;
  }

  async handleLoginSuccess(req, res, user) {
    const refreshToken = await this.tokenManager.createRefreshToken(user);
    // ruleid: node.cookie.session-cookie-secure-missing
    res.cookie('refresh_token', refreshToken, { maxAge: 30 * 24 * 3600 * 1000, httpOnly: true, sameSite: 'lax' });
    // a cookie named only `auth` that holds a server-issued value is a credential
    // ruleid: node.cookie.session-cookie-secure-missing
    res.cookie('auth', user.token, { httpOnly: true });
    // ruleid: node.cookie.session-cookie-secure-missing
    res.cookie('auth_user', req.user.id, { httpOnly: true });
    // a token the client posted, stored under a token's name, is a credential all the same
    // ruleid: node.cookie.session-cookie-secure-missing
    res.cookie('access_token', req.body.accessToken, { httpOnly: true });
  }
}

module.exports = Auth;
