import { Request, Response } from 'express';
import { mapRequestSchema, searchRequestSchema } from './types';
import { getMapResults, searchIndex } from '../services/map';
import { db } from '../db';

export async function mapController(req: Request, res: Response) {
  req.body = mapRequestSchema.parse(req.body);
  const result = await getMapResults({
    url: req.body.url,
    search: req.body.search,
    // ok: node.api.unbounded-page-size
    limit: req.body.limit,
  });
  res.json({ success: true, links: result.links });
}

export async function mapLinksController(req: Request, res: Response) {
  req.body = mapRequestSchema.parse(req.body);
  const limit = req.body.limit;
  // ok: node.api.unbounded-page-size
  const links = await db.links.find({ url: req.body.url }).limit(limit);
  res.json({ links });
}

export async function searchController(req: Request, res: Response) {
  req.body = searchRequestSchema.parse(req.body);
  const hits = await searchIndex({
    query: req.body.query,
    // ruleid: node.api.unbounded-page-size
    limit: req.body.limit,
  });
  res.json({ hits });
}

export async function rawMapController(req: Request, res: Response) {
  // the parse is checked but not kept: req.body is still what the client sent
  mapRequestSchema.parse(req.body);
  const result = await getMapResults({
    url: req.body.url,
    // ruleid: node.api.unbounded-page-size
    limit: req.body.limit,
  });
  res.json({ success: true, links: result.links });
}
