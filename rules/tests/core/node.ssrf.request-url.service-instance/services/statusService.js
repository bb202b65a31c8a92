const axios = require('axios');

class StatusService {
  async check(url) {
    // ok: node.ssrf.request-url
    const response = await axios.head(url, { timeout: 5000 });
    return { url, status: response.status };
  }

  async checkAll(urls) {
    return Promise.all(urls.map((url) => this.check(url)));
  }
}

const statusService = new StatusService();
module.exports = statusService;
