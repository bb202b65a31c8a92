import { Request, Response } from 'express';
import { defaultsDeep, merge } from 'lodash';

const baseConfig = { retries: 3, cache: { ttl: 60 } };

// lodash 4.17.11 (yarn.lock): merge skips __proto__, defaultsDeep still follows constructor.prototype
export function updateConfig(req: Request, res: Response) {
  // ok: node.prototype.merge-request-data
  const next = merge({}, baseConfig, req.body);
  // ruleid: node.prototype.merge-request-data
  const filled = defaultsDeep({}, req.body.config, baseConfig);
  res.json({ next, filled });
}
