// The Wi-Fi sharing page the app's own LAN server serves over http: its socket goes back to that server.
function connectProgress(onProgress) {
  // ok: js.transport.cleartext-http-request
  const socket = new WebSocket('ws://' + location.host + '/progress');
  socket.onmessage = (event) => onProgress(JSON.parse(event.data));
  return socket;
}

// the same page reporting to a fixed host of its vendor, in cleartext
function reportUsage(stats) {
  // ruleid: js.transport.cleartext-http-request
  const beacon = new WebSocket('ws://telemetry.mediaplayer-vendor.net/usage');
  beacon.onopen = () => beacon.send(JSON.stringify(stats));
}

module.exports = { connectProgress, reportUsage };
