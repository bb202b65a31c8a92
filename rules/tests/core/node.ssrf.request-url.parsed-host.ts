// A check of a parsed URL's host checks the text it was parsed from: `const url = new URL(content)`
// then `url.hostname === 'login.example.com'` or `url.hostname.endsWith('.okta.com')` confines
// `fetch(content)` as it would `fetch(url)` (fetch parses the text with the same URL parser). A suffix
// without its dot (`evilokta.com`), a substring, or a check of another URL than the one fetched
// confines nothing.
import Router from "koa-router";
import { z } from "zod";

const route = new Router();
const IdpXml = z.object({ content: z.string().url().or(z.string().min(1)) });

route.post("/orgs/:orgId/saml/idp-xml", async (ctx) => {
  const { content } = IdpXml.parse(ctx.request.body);
  let xml = content;
  if (content.startsWith("http")) {
    const url = new URL(content);
    if (
      url.hostname === "login.microsoftonline.com" ||
      url.hostname.endsWith(".okta.com") ||
      url.hostname.endsWith(".oktapreview.com")
    ) {
      // ok: node.ssrf.request-url
      const response = await fetch(content);
      xml = await response.text();
    }
  }
  ctx.body = { xml };
});

route.post("/avatars/import", async (ctx) => {
  const { imageUrl } = ctx.request.body;
  const parsed = new URL(imageUrl);
  const host = parsed.hostname;
  if (host !== "images.example-cdn.com") {
    ctx.throw(400, "unsupported image host");
  }
  // ok: node.ssrf.request-url
  const image = await fetch(imageUrl);
  ctx.body = await image.arrayBuffer();
});

route.post("/metadata/preview", async (ctx) => {
  const { metadataUrl } = ctx.request.body;
  const url = new URL(metadataUrl);
  // `evilokta.com` ends with `okta.com` too
  if (url.hostname.endsWith("okta.com")) {
    // ruleid: node.ssrf.request-url
    const response = await fetch(metadataUrl);
    ctx.body = await response.text();
  }
});

route.post("/metadata/fetch", async (ctx) => {
  const { metadataUrl } = ctx.request.body;
  const url = new URL(metadataUrl);
  if (url.hostname.includes(".okta.com")) {
    // ruleid: node.ssrf.request-url
    const response = await fetch(metadataUrl);
    ctx.body = await response.text();
  }
});

route.post("/metadata/mirror", async (ctx) => {
  const { metadataUrl, mirrorUrl } = ctx.request.body;
  const url = new URL(metadataUrl);
  if (url.hostname.endsWith(".okta.com")) {
    // the host checked is metadataUrl's, the request goes to mirrorUrl
    // ruleid: node.ssrf.request-url
    const response = await fetch(mirrorUrl);
    ctx.body = await response.text();
  }
});
