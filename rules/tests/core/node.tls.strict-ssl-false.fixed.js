const fs = require('fs');
const request = require('request');

const API_URL = process.env.PARTNER_API_URL;

function fetchStatement(id, callback) {
  // ruleid: node.tls.strict-ssl-false
  request.get({ url: `${API_URL}/statements/${id}`, json: true, strictSSL: true }, callback);
}

function fetchStatementSafe(id, callback) {
  // ok: node.tls.strict-ssl-false
  request.get({ url: `${API_URL}/statements/${id}`, json: true, ca: fs.readFileSync('/etc/ssl/partner-ca.pem') }, callback);
}

// ruleid: node.tls.strict-ssl-false
const legacyClient = request.defaults({ baseUrl: API_URL, strictSSL: true });

// ok: node.tls.strict-ssl-false
const client = request.defaults({ baseUrl: API_URL, strictSSL: true });

module.exports = { fetchStatement, fetchStatementSafe, legacyClient, client };
