import http from "http"
import express from "express"

const sessions = new Map<string, string>()

// the editor's session registry: other local processes talk to it over a Unix socket
export async function makeSessionManagerServer(socketPath: string): Promise<http.Server> {
  // ok: node.csrf.app-without-csrf-defence
  const router = express()
  router.use(express.json())
  router.post("/add-session", (req, res) => {
    sessions.set(req.body.entry.workspace, req.body.entry.socketPath)
    res.status(200).send("session added")
  })
  router.post("/delete-session", (req, res) => {
    sessions.delete(req.body.workspace)
    res.status(200).send("session deleted")
  })
  const server = http.createServer(router)
  server.listen(socketPath)
  return server
}
