const path = require('path');
require('dotenv').config({ path: path.join(__dirname, '.env') });

if (process.env.NODE_ENV !== 'production') {
  // ruleid: node.tls.reject-unauthorized-env
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}

// ruleid: node.tls.reject-unauthorized-env
process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = 0;

// ok: node.tls.reject-unauthorized-env
process.env.NODE_EXTRA_CA_CERTS = path.join(__dirname, 'certs', 'corp-ca.pem');

if (process.env.NODE_TLS_REJECT_UNAUTHORIZED === '0') {
  // ok: node.tls.reject-unauthorized-env
  throw new Error('refusing to start with TLS verification disabled');
}

// For self-signed development certificates only:
// ok: node.tls.reject-unauthorized-env
// process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const agent = new https.Agent({ ca: fs.readFileSync(process.env.CA_BUNDLE) });
