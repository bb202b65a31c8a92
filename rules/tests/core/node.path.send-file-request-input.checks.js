// Containment checks the app writes itself, read from their bodies
const path = require('path');
const Path = path;

const STREAMS_DIR = path.resolve(process.env.STREAMS_DIR || 'streams');

function isInside(base, target) {
  const relative = Path.relative(base, target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative);
}

// a check whose body only looks at the extension
function hasStreamExtension(name) {
  return name.endsWith('.ts') || name.endsWith('.m3u8');
}

// a check whose body confines nothing: a prefix of '/' alone
function looksAbsolute(target) {
  return target.startsWith('/');
}

class StreamRouter {
  validateFilePath(dir, file) {
    const rel = path.relative(dir, file);
    return rel && !rel.startsWith('..') && !path.isAbsolute(rel);
  }

  serve(req, res) {
    const file = path.join(STREAMS_DIR, req.params.file);
    if (!this.validateFilePath(STREAMS_DIR, file)) {
      return res.sendStatus(400);
    }
    // ok: node.path.send-file-request-input
    res.sendFile(file);
  }

  segment(req, res) {
    const file = path.join(STREAMS_DIR, req.params.file);
    if (!isInside(STREAMS_DIR, file)) return res.sendStatus(400);
    // ok: node.path.send-file-request-input
    res.sendFile(file);
  }

  playlist(req, res) {
    const file = path.join(STREAMS_DIR, req.params.file);
    if (!hasStreamExtension(file)) return res.sendStatus(400);
    // ruleid: node.path.send-file-request-input
    res.sendFile(file);
  }

  absolute(req, res) {
    const file = req.query.path;
    if (!looksAbsolute(file)) return res.sendStatus(400);
    // ruleid: node.path.send-file-request-input
    res.sendFile(file);
  }
}

module.exports = StreamRouter;
