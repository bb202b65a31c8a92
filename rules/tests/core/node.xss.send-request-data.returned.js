const Database = require('./database');

class SessionManager {
  async syncLocalSession(user, sessionJson) {
    const item = await Database.items.findByPk(sessionJson.itemId);
    if (!item) {
      return { id: sessionJson.id, success: false, error: 'Media item not found' };
    }
    await Database.sessions.upsert({ ...sessionJson, userId: user.id });
    return { id: sessionJson.id, success: true };
  }

  async renameSession(sessionJson) {
    if (!sessionJson.title) {
      return { success: false, error: `Invalid title "${sessionJson.title}"` };
    }
    return { success: true };
  }

  async importSession(sessionJson) {
    const result = { id: sessionJson.id, success: true, error: null };
    if (!sessionJson.items) result.error = 'No items';
    return result;
  }

  async relabelSession(sessionJson) {
    const result = { success: true, error: null };
    if (!sessionJson.label.trim()) result.error = `Invalid label "${sessionJson.label}"`;
    return result;
  }

  async importRequest(req, res) {
    const result = await this.importSession(req.body);
    // ok: node.xss.send-request-data
    if (result.error) return res.status(400).send(result.error);
    const relabelled = await this.relabelSession(req.body);
    // ruleid: node.xss.send-request-data
    if (relabelled.error) return res.status(400).send(relabelled.error);
    res.sendStatus(200);
  }

  async syncLocalSessionRequest(req, res) {
    const result = await this.syncLocalSession(req.user, req.body);
    if (result.error) {
      // ok: node.xss.send-request-data
      res.status(500).send(result.error);
    } else {
      res.sendStatus(200);
    }
  }

  async renameRequest(req, res) {
    const result = await this.renameSession(req.body);
    if (result.error) {
      // ruleid: node.xss.send-request-data
      res.status(400).send(result.error);
    } else {
      // ruleid: node.xss.send-request-data
      res.send(`<p>${result.success} ${req.body.title}</p>`);
    }
  }
}

module.exports = SessionManager;
