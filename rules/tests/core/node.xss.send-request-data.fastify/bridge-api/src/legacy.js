// Express routes mounted on Fastify through @fastify/express: res.send(string) is text/html here
function search(req, res) {
  // ruleid: node.xss.send-request-data
  res.send(`<p>No results for ${req.query.q}</p>`);
}

module.exports = { search };
