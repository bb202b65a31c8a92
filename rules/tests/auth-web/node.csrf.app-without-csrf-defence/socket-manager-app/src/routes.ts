import express, { Express } from "express"
import cookieParser from "cookie-parser"

export function register(app: Express): void {
  app.use(cookieParser())
  app.use(express.urlencoded({ extended: false }))
  app.post("/settings", (req, res) => {
    if (req.cookies.session !== process.env.HASHED_PASSWORD) return res.sendStatus(401)
    res.redirect("/settings")
  })
}
