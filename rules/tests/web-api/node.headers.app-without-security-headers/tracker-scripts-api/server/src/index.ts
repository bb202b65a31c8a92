import fastifyStatic from "@fastify/static";
import fastifyJwt from "@fastify/jwt";
import Fastify from "fastify";
import { dirname, join } from "path";
import { fileURLToPath } from "url";

const __dirname = dirname(fileURLToPath(import.meta.url));

// the tracking scripts sites embed (no HTML page here; the dashboard is a separate Next.js app)
// ok: node.headers.app-without-security-headers
const server = Fastify({ logger: true });
server.register(fastifyJwt, { secret: process.env.JWT_SECRET ?? "" });
server.register(fastifyStatic, {
  root: join(__dirname, "../public"),
  prefix: "/",
});
server.post("/api/sites", { onRequest: [server.authenticate] }, async (request) => sites.create(request.body));
server.listen({ port: 3001, host: "0.0.0.0" });

// the script under the name an ad blocker does not know
server.get("/api/script.js", async (_request, reply) => reply.sendFile("script.js"));
