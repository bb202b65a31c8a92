const yaml = require('js-yaml');
const jsTypes = require('js-yaml-js-types');
const fs = require('fs');

function loadSpec(req) {
  // ruleid: node.deserialize.yaml-unsafe-schema
  return yaml.load(req.body.spec, { schema: yaml.DEFAULT_FULL_SCHEMA });
}

function loadSpecSafe(req) {
  // ok: node.deserialize.yaml-unsafe-schema
  return yaml.load(req.body.spec, { schema: yaml.JSON_SCHEMA });
}

function loadPlugins(file) {
  const text = fs.readFileSync(file, 'utf8');
  // ruleid: node.deserialize.yaml-unsafe-schema
  return yaml.load(text, { filename: file, schema: yaml.DEFAULT_SCHEMA.extend(jsTypes.all) });
}

function loadPluginsSafe(file) {
  const text = fs.readFileSync(file, 'utf8');
  // ok: node.deserialize.yaml-unsafe-schema
  return yaml.load(text, { filename: file });
}

module.exports = { loadSpec, loadSpecSafe, loadPlugins, loadPluginsSafe };
