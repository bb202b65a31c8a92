const { MonitorServer } = require("./monitor-server");

const server = new MonitorServer();
const app = server.app;

// the UI must not be framed by another site
app.use((req, res, next) => {
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    next();
});

server.httpServer.listen(3001);
