import fs from 'node:fs/promises';
import yaml from 'js-yaml';
import { Router } from 'express';

const router = Router();

router.post('/import', (req, res) => {
  // ruleid: node.deserialize.yaml-load
  const manifest = yaml.load(req.body.manifest);
  res.json(manifest);
});

router.post('/import-safe', (req, res) => {
  // ok: node.deserialize.yaml-load
  const manifest = yaml.load(req.body.manifest, { schema: yaml.JSON_SCHEMA });
  res.json(manifest);
});

export async function readPipeline(file: string) {
  const text = await fs.readFile(file, 'utf8');
  // ruleid: node.deserialize.yaml-load
  return yaml.load(text) as Record<string, unknown>;
}

export function dump(config: object) {
  // ok: node.deserialize.yaml-load
  return yaml.dump(config);
}

export default router;
