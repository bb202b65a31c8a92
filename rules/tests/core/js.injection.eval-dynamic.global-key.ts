import express from 'express';

const router = express.Router();

const parseConfig = (text: string) => {
  const parse = 'eval';
  const scope = global as any;
  // ruleid: js.injection.eval-dynamic
  return scope[parse]('(' + text.replace(/[<>]/g, '') + ')');
};

router.get('/debug', (req, res) => {
  res.json({ result: parseConfig(req.query.obj as string) });
});

router.post('/evaluate', (req, res) => {
  // ruleid: js.injection.eval-dynamic
  res.json({ value: (globalThis as any)['eval'](req.body.expression) });
});

router.get('/defaults', (req, res) => {
  // ok: js.injection.eval-dynamic
  res.json({ value: (globalThis as any)['eval']('({ retries: 3 })'), page: req.query.page });
});

const formatters: Record<string, (value: string) => string> = { eval: (value) => value.trim() };

router.post('/format', (req, res) => {
  const method = 'eval';
  // ok: js.injection.eval-dynamic
  res.json({ value: formatters[method](req.body.value) });
});

export default router;
