import got from "got";
import { lnurlEndpoint, ownEndpoint } from "../lib/lnurl";

export default {
  // GET /lnurl/:address: the endpoint a helper of another file builds from the caller's address
  async resolve(req, res) {
    const endpoint = await lnurlEndpoint(req.params.address);
    // ruleid: node.ssrf.request-url
    const params = await got(endpoint).json();
    res.json(params);
  },

  async resolveDecoded(req, res) {
    const address = decodeURIComponent(req.query.address);
    const url = await lnurlEndpoint(address);
    // ruleid: node.ssrf.request-url
    const { callback } = await got(url, { timeout: { request: 8000 } }).json();
    res.json({ callback });
  },

  // GET /lnurl/own/:name: the helper fixes the host
  async resolveOwn(req, res) {
    const endpoint = await ownEndpoint(req.params.name);
    // ok: node.ssrf.request-url
    const params = await got(endpoint).json();
    res.json(params);
  },

  async health(req, res) {
    const endpoint = await ownEndpoint("status");
    // ok: node.ssrf.request-url
    res.json(await got(endpoint).json());
  },
};
