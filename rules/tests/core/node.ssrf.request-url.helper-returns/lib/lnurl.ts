// LNURL-pay endpoints of a Lightning address (name@domain), per LUD-16
export async function lnurlEndpoint(address: string): Promise<string> {
  const [name, domain] = address.trim().toLowerCase().split("@");
  return `https://${domain}/.well-known/lnurlp/${name}`;
}

// the wallet's own users: the host is ours, the name only a path segment
export async function ownEndpoint(username: string): Promise<string> {
  return `https://pay.wallet.example/.well-known/lnurlp/${encodeURIComponent(username)}`;
}
