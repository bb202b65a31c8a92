import cors from "@fastify/cors";
import Fastify, { FastifyInstance } from "fastify";
import { checkToken } from "./lib/jwt";
import { ticketRoutes } from "./routes/tickets";

// ok: node.csrf.app-without-csrf-defence
const server: FastifyInstance = Fastify({ logger: true, trustProxy: true });

server.register(cors, { origin: "*", allowedHeaders: ["Content-Type", "Authorization"] });

// every request but the login carries `Authorization: Bearer <jwt>`; no cookie is read or set
server.addHook("preHandler", async (request, reply) => {
  if (request.url === "/api/v1/auth/login" && request.method === "POST") return;
  try {
    checkToken(request.headers.authorization?.split(" ")[1] ?? "");
  } catch {
    reply.status(401).send({ message: "Unauthorized" });
  }
});

server.register(ticketRoutes);
server.listen({ port: 5003, host: "0.0.0.0" });
