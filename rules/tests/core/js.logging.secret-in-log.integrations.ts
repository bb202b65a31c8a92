// dub's OAuth integration and coupon import: the shapes the realworld triage judged
export class OAuthProvider {
  constructor(private config: { name: string; tokenUrl: string; clientId: string; clientSecret: string }) {}

  async fetchRefreshedToken(refreshToken: string) {
    const response = await fetch(this.config.tokenUrl, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    const newToken = await response.json();
    if (!response.ok) {
      // the provider refused: the body is an error object, no token was issued
      // ok: js.logging.secret-in-log
      console.error(`[${this.config.name}] refreshToken`, newToken);
      throw new Error(`[${this.config.name}] Failed to refresh the access token.`);
    }
    // ruleid: js.logging.secret-in-log
    console.info(`[${this.config.name}] refreshed`, newToken);
    return newToken;
  }

  async exchange(code: string) {
    const response = await fetch(this.config.tokenUrl, { method: 'POST', body: new URLSearchParams({ code }) });
    const accessToken = await response.json();
    if (!response.ok) {
      // the refresh token the request sent is still a credential
      // ruleid: js.logging.secret-in-log
      console.error('exchange failed', accessToken, this.config.clientSecret);
    }
    return accessToken;
  }
}

export function matchCoupon(coupon: { token: string; affiliate_id: string }, links: { key: string }[]) {
  const link = links.find((l) => l.key.toLowerCase() === coupon.token.toLowerCase());
  if (!link) {
    // a coupon code customers type at checkout, not a credential
    // ok: js.logging.secret-in-log
    console.error(`Link not found for coupon ${coupon.token}`);
  }
  return link;
}

export function logInvite(invite: { token: string; email: string }) {
  // ruleid: js.logging.secret-in-log
  console.log(`invite for ${invite.email}: ${invite.token}`);
}
