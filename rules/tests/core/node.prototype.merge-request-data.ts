import _ from 'lodash';
import { Router } from 'express';
import { z } from 'zod';

const router = Router();
const DEFAULT_PREFS = { theme: 'light', notifications: { email: true } };
const siteConfig: Record<string, unknown> = {};
const settingsSchema = z.object({ theme: z.enum(['light', 'dark']), locale: z.string().max(10) }).strict();

router.patch('/settings', (req, res) => {
  // ruleid: node.prototype.merge-request-data
  _.merge(req.user.settings, req.body);
  res.json(req.user.settings);
});

router.patch('/settings-safe', (req, res) => {
  const patch = settingsSchema.partial().parse(req.body);
  // ok: node.prototype.merge-request-data
  Object.assign(req.user.settings, patch);
  res.json(req.user.settings);
});

router.post('/prefs', (req, res) => {
  const prefs = _.cloneDeep(DEFAULT_PREFS);
  // ruleid: node.prototype.merge-request-data
  _.set(prefs, req.body.path, req.body.value);
  res.json(prefs);
});

router.get('/prefs', (req, res) => {
  // ok: node.prototype.merge-request-data
  res.json(_.merge({}, DEFAULT_PREFS, req.user.prefs));
});

router.put('/widgets', (req, res) => {
  // ruleid: node.prototype.merge-request-data
  const config = _.defaultsDeep({}, req.body.config, DEFAULT_PREFS);
  res.json(config);
});

router.post('/setup', (req, res) => {
  // ok: node.prototype.merge-request-data
  _.set(siteConfig, 'host', req.body.siteUrl);
  // ok: node.prototype.merge-request-data
  _.set(siteConfig, `mail.sender`, req.body.senderEmail);
  // ruleid: node.prototype.merge-request-data
  _.set(siteConfig, req.body.key, req.body.value);
  res.sendStatus(204);
});

export default router;

// A React Native API client merging the headers of the request it builds itself: no received request.
// Form actions configured by the project admin: the paths come from the action's settings, the
// request supplies only the values (lodash merges iterate the sources' keys, never the target's)
router.post('/forms/:formId/submission', (req, res) => {
  const mapping: Record<string, string> = req.form.settings.fields;
  for (const [target, field] of Object.entries(mapping)) {
    // ok: node.prototype.merge-request-data
    _.set(req.body.data, target, _.get(req.user, field));
  }
  // ok: node.prototype.merge-request-data
  _.merge(req.body.data, req.form.defaults);
  res.json(req.body.data);
});

export class ApiClient {
  constructor(private readonly userAgent: string) {}

  async fetch(method: string, path: string, header?: Record<string, string>) {
    const req = {
      method: method.toUpperCase(),
      headers: { 'User-Agent': this.userAgent, 'Content-Type': 'application/json' },
    };
    if (header) {
      // ok: node.prototype.merge-request-data
      req.headers = _.merge(req.headers, header);
    }
    return fetch(`https://api.example.com${path}`, req);
  }
}
