import got from "got";

const LNURL_HOST = "https://pay.wallet.example";

export default {
  // POST /send/:lnaddress/:amount: pay a Lightning address by resolving its LNURL-pay endpoint
  async lnaddress(req, res) {
    let {
      params: { lnaddress, amount },
      body,
      user,
    } = req;
    lnaddress = decodeURIComponent(lnaddress);
    await requirePin({ body, user });
    const [username, domain] = lnaddress.split("@");
    // ruleid: node.ssrf.request-url
    const { callback } = (await got(`https://${domain}/.well-known/lnurlp/${username}`).json()) as any;
    res.send({ callback, amount });
  },

  // POST /preview: the link's address renamed while destructuring
  async preview(req, res) {
    const {
      body: { url: target },
    } = req;
    // ruleid: node.ssrf.request-url
    const page = await got(target).text();
    res.send({ length: page.length });
  },

  // the wallet's own LNURL host, the user's name only in its path
  async ownAddress(req, res) {
    const {
      params: { username },
    } = req;
    // ok: node.ssrf.request-url
    const params = await got(`${LNURL_HOST}/.well-known/lnurlp/${username}`).json();
    res.send(params);
  },

  // only the amount is the caller's: a number, and the host is fixed
  async quote(req, res) {
    const {
      query: { amount },
    } = req;
    // ok: node.ssrf.request-url
    const quote = await got(`${LNURL_HOST}/quote?amount=${Number(amount)}`).json();
    res.send(quote);
  },
};

async function requirePin({ body, user }) {
  if (!user || body.pin !== user.pin) throw new Error("invalid pin");
}
