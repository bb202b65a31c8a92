import fs from 'node:fs';
import https from 'node:https';
import axios from 'axios';

// remote https documents are fetched with verification; only plain http or the local dev server
// (its self-signed certificate) take the branch with the unverified agent
export function downloadPdf(url, out) {
  return new Promise((resolve) => {
    const file = fs.createWriteStream(out);
    const isSecure = new URL(url).protocol === 'https:' && new URL(url).hostname !== 'localhost';
    if (isSecure) {
      https.get(url, (response) => response.pipe(file).on('finish', resolve));
    } else {
      // ok: node.tls.reject-unauthorized-false
      const httpsAgent = new https.Agent({ rejectUnauthorized: false });
      axios.get(url, { responseType: 'stream', httpsAgent }).then((r) => r.data.pipe(file).on('finish', resolve));
    }
  });
}

export async function fetchReport(target) {
  const { hostname } = new URL(target);
  if (hostname === 'localhost') {
    // ok: node.tls.reject-unauthorized-false
    return axios.get(target, { httpsAgent: new https.Agent({ rejectUnauthorized: false }) });
  }
  return axios.get(target);
}

// the test lets any remote host through with either condition: the agent reaches remote servers
export function downloadAttachment(url) {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:' || parsed.hostname !== 'localhost') {
    return axios.get(url);
  } else {
    // ruleid: node.tls.reject-unauthorized-false
    return axios.get(url, { httpsAgent: new https.Agent({ rejectUnauthorized: false }) });
  }
}

// the else of a test of something other than where the request goes
export function syncInvoices(url, cached) {
  if (cached) {
    return cached;
  } else {
    // ruleid: node.tls.reject-unauthorized-false
    return axios.get(url, { httpsAgent: new https.Agent({ rejectUnauthorized: false }) });
  }
}

export function callApi(url) {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:') {
    // ruleid: node.tls.reject-unauthorized-false
    return axios.get(url, { httpsAgent: new https.Agent({ rejectUnauthorized: false }) });
  }
  return axios.get(url);
}
