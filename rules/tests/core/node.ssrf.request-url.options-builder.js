// Options builders: the request's address is the builder's `url`; request data filling the body or
// headers does not choose where the server connects.
import request from 'request';
import config from 'config';

function addressLookupOptions(req) {
  return {
    // ok: node.ssrf.request-url
    url: `${config.get('api.url')}/queryAddress`,
    method: 'POST',
    json: true,
    body: { sessionId: req.cookies.sessionId, postcode: req.body.postcode },
  };
}

export function lookupAddress(req, res) {
  request(addressLookupOptions(req), (err, response, body) => {
    if (err) return res.status(502).end();
    return res.json(body);
  });
}

const previewOptions = (req) => ({
  // the page the caller asks to preview: the server fetches any address it is given
  // ruleid: node.ssrf.request-url
  url: req.query.target,
  method: 'GET',
  timeout: 5000,
});

export function preview(req, res) {
  request(previewOptions(req), (err, response, body) => res.send(err ? '' : body));
}
