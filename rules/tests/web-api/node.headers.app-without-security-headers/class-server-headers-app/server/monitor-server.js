const express = require("express");
const http = require("http");

class MonitorServer {
    constructor() {
        // ok: node.headers.app-without-security-headers
        this.app = express();
        this.app.use(express.json());
        this.httpServer = http.createServer(this.app);
    }
}

module.exports = { MonitorServer };
