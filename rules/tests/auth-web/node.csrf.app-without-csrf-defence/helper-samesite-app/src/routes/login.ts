import { Router } from "express"
import { getCookieOptions } from "../http"

export const router = Router()

router.post("/login", async (req, res) => {
  if (req.body.password !== process.env.PASSWORD) return res.status(401).send("wrong password")
  res.cookie("session", process.env.HASHED_PASSWORD, getCookieOptions(req))
  res.redirect("/")
})
