import https from 'node:https';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { SocksProxyAgent } from 'socks-proxy-agent';

const TOR_REGEXP = /\.onion(:\d+)?$/;

// a Lightning node's REST API, reached over Tor when its address is a hidden service: the onion
// name authenticates the node, and its self-signed certificate cannot name the onion
export function nodeAgent({ hostname, cert }) {
  const ca = cert ? Buffer.from(cert, 'base64') : undefined;
  const isOnion = TOR_REGEXP.test(hostname);
  if (isOnion) {
    const proxyOptions = { proxy: process.env.TOR_PROXY };
    // ok: node.tls.reject-unauthorized-false
    return new HttpsProxyAgent({ ...proxyOptions, ca, rejectUnauthorized: false });
  }
  return new https.Agent({ ca });
}

export function walletAgent(url) {
  if (new URL(url).hostname.endsWith('.onion')) {
    // ok: node.tls.reject-unauthorized-false
    return new SocksProxyAgent('socks5h://127.0.0.1:9050', { rejectUnauthorized: false });
  }
  return new https.Agent();
}

// the unverified agent also serves clearnet hosts: the condition lets them in
export function relayAgent(url, forceTor) {
  const { hostname } = new URL(url);
  if (hostname.endsWith('.onion') || forceTor) {
    // ruleid: node.tls.reject-unauthorized-false
    return new SocksProxyAgent('socks5h://127.0.0.1:9050', { rejectUnauthorized: false });
  }
  return new https.Agent();
}

// an onion branch that goes out directly, with no Tor proxy: nothing authenticates the host
export function directAgent(hostname) {
  if (TOR_REGEXP.test(hostname)) {
    // ruleid: node.tls.reject-unauthorized-false
    return new https.Agent({ rejectUnauthorized: false });
  }
  return new https.Agent();
}
