const axios = require('axios');

class PreviewService {
  title(html) {
    const match = /<title[^>]*>([^<]+)<\/title>/i.exec(html);
    return match ? match[1].trim() : null;
  }

  async preview(url) {
    // ruleid: node.ssrf.request-url
    const response = await axios.get(url, { timeout: 10000, maxContentLength: 2000000 });
    return { url, title: this.title(response.data) };
  }

  async previewAll(urls) {
    const results = await Promise.allSettled(urls.map((url) => this.preview(url)));
    return results.map((result, i) => (result.status === 'fulfilled' ? result.value : { url: urls[i], error: true }));
  }
}

module.exports = new PreviewService();
