const axios = require('axios');

async function fetchTitle(url) {
  // ruleid: node.ssrf.request-url
  const response = await axios.get(url, { timeout: 5000 });
  const match = /<title[^>]*>([^<]+)<\/title>/i.exec(response.data);
  return match ? match[1] : null;
}

module.exports = { fetchTitle };
