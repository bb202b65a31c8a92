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

// the operator turns the host name check off by name (a managed Redis behind an IP address);
// Node's check runs otherwise
export function redisTlsOptions(env: Record<string, string | undefined>) {
  return {
    ca: env.REDIS_TLS_CA,
    ...(env.REDIS_TLS_CHECK_SERVER_IDENTITY === 'false'
      ? {
          // ok: node.tls.check-server-identity-noop
          checkServerIdentity: () => undefined,
        }
      : {}),
  };
}

export function queueTlsOptions(env: Record<string, string | undefined>) {
  return {
    ca: env.QUEUE_TLS_CA,
    ...(env.QUEUE_TLS_CA
      ? {
          // ruleid: node.tls.check-server-identity-noop
          checkServerIdentity: () => undefined,
        }
      : {}),
  };
}
