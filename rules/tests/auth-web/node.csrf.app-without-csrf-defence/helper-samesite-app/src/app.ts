import express from "express"
import cookieParser from "cookie-parser"
import { router as login } from "./routes/login"
import { authenticated } from "./http"

// ok: node.csrf.app-without-csrf-defence
const app = express()
app.use(cookieParser())
app.use(express.urlencoded({ extended: false }))
app.use(login)
app.post("/mint-key", (req, res) => {
  if (!authenticated(req)) return res.sendStatus(401)
  res.json({ key: crypto.randomUUID() })
})
app.listen(8080)
