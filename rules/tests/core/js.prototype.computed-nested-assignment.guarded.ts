import express from 'express';

const router = express.Router();
const strings: Record<string, Record<string, string>> = { en: {}, de: {} };

// the language is refused as `__proto__` before the write: an early redirect
router.post('/localizer/:lang/:key', (req, res) => {
  const { lang, key } = req.params;
  if (lang === '__proto__' || lang === 'constructor') {
    res.redirect('/');
    return;
  }
  if (!strings[lang]) strings[lang] = {};
  // ok: js.prototype.computed-nested-assignment
  strings[lang][key] = req.body.value;
  res.redirect(`/localizer/${lang}`);
});

// the same check with a throw, quotes the other way round
router.put('/labels/:lang', (req, res) => {
  const { lang } = req.params;
  if ("__proto__" == lang) throw new Error('bad language');
  for (const [key, text] of Object.entries(req.body)) {
    // ok: js.prototype.computed-nested-assignment
    strings[lang][key] = String(text);
  }
  res.sendStatus(204);
});

// the write runs only where the key is not `__proto__`
router.patch('/labels/:lang/:key', (req, res) => {
  const { lang, key } = req.params;
  if (lang !== '__proto__' && strings[lang]) {
    // ok: js.prototype.computed-nested-assignment
    strings[lang][key] = req.body.value;
  }
  res.sendStatus(204);
});

// the check comes after the write, or guards the other key: `lang` may still be `__proto__`
router.post('/late/:lang/:key', (req, res) => {
  const { lang, key } = req.params;
  // ruleid: js.prototype.computed-nested-assignment
  strings[lang][key] = req.body.value;
  if (lang === '__proto__') return res.sendStatus(400);
  res.sendStatus(204);
});

router.post('/other/:lang/:key', (req, res) => {
  const { lang, key } = req.params;
  if (key === '__proto__') return res.sendStatus(400);
  // ruleid: js.prototype.computed-nested-assignment
  strings[lang][key] = req.body.value;
  res.sendStatus(204);
});

// a check without an exit does not stop the write
router.post('/warn/:lang/:key', (req, res) => {
  const { lang, key } = req.params;
  if (lang === '__proto__') console.warn('odd language');
  // ruleid: js.prototype.computed-nested-assignment
  strings[lang][key] = req.body.value;
  res.sendStatus(204);
});

export default router;
