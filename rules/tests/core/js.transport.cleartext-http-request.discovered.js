const io = require('socket.io-client');

// multiroom: another player found by mDNS on the local network, which serves plain http on its port
function connectToPeer(uuid, ip) {
  // ok: js.transport.cleartext-http-request
  const socket = io('http://' + ip + ':3000', { autoConnect: true, timeout: 5000 });
  socket.on('connect', () => socket.emit('getState'));
  return socket;
}

// the vendor's fixed update host, in cleartext
async function latestRelease() {
  // ruleid: js.transport.cleartext-http-request
  const res = await fetch('http://updates.player-vendor.com/releases/latest.json');
  return res.json();
}

module.exports = { connectToPeer, latestRelease };
