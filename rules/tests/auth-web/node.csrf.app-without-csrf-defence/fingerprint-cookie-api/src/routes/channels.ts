import { Router } from "express";

const router = Router();
router.post("/", async (req, res) => res.status(201).json(await Channels.create(req.user.id, req.body)));
router.delete("/:id", async (req, res) => res.json(await Channels.remove(req.user.id, req.params.id)));

export default router;
