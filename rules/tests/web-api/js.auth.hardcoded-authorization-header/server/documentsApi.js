// OpenAPI description of the document endpoints, served by swagger-ui at /api/docs.
const uploadLinkDoc = {
  summary: "Scrape a link and add it to workspaces",
  requestBody: {
    content: {
      "application/json": {
        schema: {
          type: "object",
          example: {
            link: "https://example.com/docs",
            scraperHeaders: {
              // ok: js.auth.hardcoded-authorization-header
              "Authorization": "Bearer token123",
              "My-Custom-Header": "value",
            },
          },
        },
      },
    },
  },
};

async function pushToSearchIndex(doc) {
  return fetch("https://search.internal-example.net/index", {
    method: "POST",
    // ruleid: js.auth.hardcoded-authorization-header
    headers: { "Authorization": "Bearer sk_idx_4Jq9Zt2Lw8Rk5Vn1Xc7Hb3Pm", "Content-Type": "application/json" },
    body: JSON.stringify(doc),
  });
}

module.exports = { uploadLinkDoc, pushToSearchIndex };
