import express, { Express } from "express";
import expressStaticGzip from "express-static-gzip";
import http from "node:http";
import { Server as SocketIOServer } from "socket.io";

export class PanelServer {
    app: Express;
    httpServer: http.Server;
    io: SocketIOServer;

    async serve() {
        // ruleid: node.headers.app-without-security-headers
        this.app = express();
        this.httpServer = http.createServer(this.app);
        this.io = new SocketIOServer(this.httpServer);

        this.app.use("/", expressStaticGzip("frontend-dist", { enableBrotli: true }));
        this.app.get("*", (_request, response) => {
            response.sendFile("index.html", { root: "frontend-dist" });
        });
        this.httpServer.listen(5001);
    }
}
