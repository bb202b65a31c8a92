import https from 'node:https';
import tls from 'node:tls';
import fs from 'node:fs';

const ca = fs.readFileSync('/etc/ssl/partner-ca.pem');
const PINS = new Set([process.env.PARTNER_CERT_SHA256]);

// ruleid: node.tls.check-server-identity-noop
export const partnerAgent = new https.Agent({ ca, checkServerIdentity: () => undefined });

// ok: node.tls.check-server-identity-noop
export const partnerAgentSafe = new https.Agent({ ca });

export function connectLegacy(host: string, port: number) {
  // ruleid: node.tls.check-server-identity-noop
  return tls.connect({ host, port, ca, checkServerIdentity: function () {} });
}

export const pinnedAgent = new https.Agent({
  ca,
  // ok: node.tls.check-server-identity-noop
  checkServerIdentity: (host, cert) => {
    const err = tls.checkServerIdentity(host, cert);
    if (err) return err;
    if (!PINS.has(cert.fingerprint256)) return new Error('certificate not pinned');
    return undefined;
  },
});
