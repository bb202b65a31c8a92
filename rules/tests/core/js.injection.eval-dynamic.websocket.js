// A WebSocket and a Socket.IO server: what a connected client sends is the client's to choose
const http = require('http');
const WebSocket = require('ws');
const { Server } = require('socket.io');

const wss = new WebSocket.Server({ port: 8080 });

wss.on('connection', (ws) => {
  ws.on('message', (message) => {
    // ruleid: js.injection.eval-dynamic
    const result = eval(message.toString());
    ws.send(JSON.stringify({ result }));
  });
});

const io = new Server(http.createServer());

io.on('connection', (socket) => {
  socket.on('calculate', function (expression, ack) {
    // ruleid: js.injection.eval-dynamic
    ack(new Function(`return (${expression})`)());
  });

  socket.on('sum', ({ a, b }, ack) => {
    // ok: js.injection.eval-dynamic
    ack(Number(a) + Number(b));
  });
});

// a client's listener runs what its own server sends (a plugin update): no visitor chooses it
const client = new WebSocket('wss://plugins.example.com/updates');
client.on('message', (data) => {
  // ok: js.injection.eval-dynamic
  eval(data.toString());
});
