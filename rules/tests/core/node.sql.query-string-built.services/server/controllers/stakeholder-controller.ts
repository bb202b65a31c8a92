import { Request, Response } from "express";
import stakeholderService from "../services/stakeholder-service";

export const search = (req: Request, res: Response) => {
  const params = { ...req.query };
  stakeholderService
    .search(params)
    .then((rows) => res.send(rows))
    .catch((err) => res.status(500).json({ error: err.toString() }));
};

export const searchBound = (req: Request, res: Response) => {
  stakeholderService.searchBound({ ...req.query }).then((rows) => res.send(rows));
};

export const firstPage = (req: Request, res: Response) => {
  stakeholderService.firstPage({ ...req.query }).then((rows) => res.send(rows));
};
