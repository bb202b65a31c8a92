import express from "express"
import { register } from "./routes"
import { makeSessionManagerServer } from "./sessionSocket"

// ruleid: node.csrf.app-without-csrf-defence
const app = express()
register(app)
app.listen(Number(process.env.PORT) || 8080)
makeSessionManagerServer(process.env.SESSION_SOCKET || "/tmp/editor-session.sock")
