import libxmljs from 'libxmljs2';
import express from 'express';

const app = express();
app.use(express.text({ type: 'application/xml' }));

app.post('/import', (req, res) => {
  // ruleid: node.xxe.libxml-entities-enabled
  const doc = libxmljs.parseXml(req.body, { noent: true, nonet: true });
  res.json({ items: doc.find('//item').length });
});

app.post('/import-safe', (req, res) => {
  // ok: node.xxe.libxml-entities-enabled
  const doc = libxmljs.parseXml(req.body, { nonet: true });
  res.json({ items: doc.find('//item').length });
});

export function parseSaml(samlResponse: string) {
  // ruleid: node.xxe.libxml-entities-enabled
  return libxmljs.parseXmlString(samlResponse, { dtdload: true, nonet: true });
}

export function parseSamlSafe(samlResponse: string) {
  // ok: node.xxe.libxml-entities-enabled
  return libxmljs.parseXmlString(samlResponse, { noent: false, dtdload: false, nonet: true });
}

export function importNotes(xml: string) {
  const parserOptions = {
    // ruleid: node.xxe.libxml-entities-enabled
    noent: true,
    nonet: true,
  };
  return libxmljs.parseXml(xml, parserOptions).find('//note');
}

export function importNotesSafe(xml: string) {
  const parserOptions = {
    // ok: node.xxe.libxml-entities-enabled
    noent: false,
    nonet: true,
  };
  return libxmljs.parseXml(xml, parserOptions).find('//note');
}

export default app;
